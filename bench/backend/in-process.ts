// What the benches that build services in their own process start them with.
import { developmentTokenSecrets } from '@drops/service-kit';

/** Development secrets and no log lines. */
export const quietService = { tokenSecrets: developmentTokenSecrets, logLevel: 'silent' };

/** Local storage no bench reads or writes: these benches never upload. */
export const unusedStorage = {
  kind: 'local',
  directory: '/nonexistent',
  signingSecret: 'bench',
  publicBaseUrl: 'http://127.0.0.1/files',
} as const;
