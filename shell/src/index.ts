import {
  fetchRegistryChannels,
  fetchRuntimeManifest,
  readInlinedRuntimeManifest,
} from '@drops/federation';

// The deploy-time manifest: written into the page by the shell's server, else fetched while the
// bootstrap chunk and the shared libraries load.
const manifest = Promise.resolve(readInlinedRuntimeManifest(document) ?? fetchRuntimeManifest());
// The release registry's channels (issue 28), asked at once beside the shell's own chunks (the
// page preloads the same request); null when out of reach, and remotes.json then serves.
const channels = manifest.then(
  ({ apiBaseUrl }) => fetchRegistryChannels(apiBaseUrl),
  () => null,
);

// The async boundary: federation negotiates the shared React, router, jotai and
// styled-components before any module that imports them runs.
import('./bootstrap').then(({ start }) => start(manifest, channels));
