// Runs before each test file of the preset.
import { configure } from '@testing-library/dom';
import { closeWhatTheTestOpened } from './index';

// Screens wait on the real stack, which shares the machine's two cores with the rest of the
// run: a list may take seconds to arrive under load, not the one second findBy* allows by default.
configure({ asyncUtilTimeout: 10_000 });

// What a test opened (private gateways, load balancers, a request recording) is closed when it
// ends, passed or failed.
afterEach(closeWhatTheTestOpened);
