import { fetchRuntimeManifest } from '@drops/federation';

// The deploy-time manifest is fetched while the bootstrap chunk and the shared libraries load.
const manifest = fetchRuntimeManifest();

// The async boundary: federation negotiates the shared React, router, jotai and
// styled-components before any module that imports them runs.
import('./bootstrap').then(({ start }) => start(manifest));
