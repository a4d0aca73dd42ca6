import {
  fetchRegistryChannels,
  fetchRuntimeManifest,
  readInlinedRuntimeManifest,
} from '@drops/federation';
import { preloadLayoutFor } from './app/layout-chunks';
import { prefetchRouteData } from './remotes/route-data-prefetch';

// The deploy-time manifest: written into the page by the shell's server, else fetched while the
// bootstrap chunk and the shared libraries load.
const manifest = Promise.resolve(readInlinedRuntimeManifest(document) ?? fetchRuntimeManifest());
// The release registry's channels (issue 28), asked at once beside the shell's own chunks (the
// page preloads the same request); null when out of reach, and remotes.json then serves.
const channels = manifest.then(
  ({ apiBaseUrl }) => fetchRegistryChannels(apiBaseUrl),
  () => null,
);
// The page's layout and first data, asked now rather than once the router has rendered and the
// page's remote has loaded (issue 28).
void preloadLayoutFor(window.location.pathname);
manifest
  .then(({ apiBaseUrl }) => prefetchRouteData(window.location.pathname, apiBaseUrl))
  .catch(() => undefined);

// The async boundary: federation negotiates the shared React, router, jotai and
// styled-components before any module that imports them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) =>
  start(manifest, channels),
);
