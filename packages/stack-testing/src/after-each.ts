// Runs before each test file of the preset: what a test opened (private gateways, load
// balancers) is closed when it ends, passed or failed.
import { closeOpenedEndpoints } from './index';

afterEach(closeOpenedEndpoints);
