// The test files' side of the harness: runs inside the jsdom environment, whose fetch is real.
import { stopRecordingRequests } from './record-requests';
import { closeOpenedEndpoints } from './stack-control';

export type { LoadBalancerFailure, TokenRequest } from './control-protocol';
export { apiClient, stackApiUrl, unreachableApiUrl } from './api';
export {
  pngFile,
  rejectSeller,
  sellerPassword,
  signInAdmin,
  signUpSeller,
  signedInSeller,
  storeAdminSession,
  storeSellerSession,
  uniqueIdentity,
  type RegisteredSeller,
  type SellerSetup,
  type SignedInSeller,
} from './accounts';
export {
  badgeDrop,
  createDrop,
  daysFromNow,
  pauseDrop,
  publishedDropBody,
  restoreDrop,
} from './drops';
export { recordRequests, type RecordedRequest } from './record-requests';
export {
  publishRemoteVersion,
  signStackToken,
  startGateway,
  startLoadBalancer,
  storeDropStatus,
  type LoadBalancer,
  type PrivateGateway,
} from './stack-control';

/**
 * Closes every private gateway and load balancer this file still has open and stops recording
 * requests (the preset's afterEach).
 */
export async function closeWhatTheTestOpened(): Promise<void> {
  stopRecordingRequests();
  await closeOpenedEndpoints();
}
