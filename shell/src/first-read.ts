import { readInlinedRuntimeManifest } from '@drops/federation/runtime-manifest';
import { prefetchRouteData } from './remotes/route-data-prefetch';

/**
 * The page's first read, started by a small script the shell's server writes into the page
 * (first-read.js, built apart from the federation): it starts with the document instead of once
 * main.js has loaded and run (issue 28). The entry script asks it too when the page has no such
 * script (the development server); a read already kept is not asked twice.
 */
const manifest = readInlinedRuntimeManifest(document);
if (manifest) prefetchRouteData(window.location.pathname, manifest.apiBaseUrl);
