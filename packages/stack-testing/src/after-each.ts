// Runs before each test file of the preset: what a test opened (private gateways, load
// balancers, a request recording) is closed when it ends, passed or failed.
import { closeWhatTheTestOpened } from './index';

afterEach(closeWhatTheTestOpened);
