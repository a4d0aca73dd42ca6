import { createRoot } from 'react-dom/client';
import {
  chooseRemoteVersions,
  type RegistryChannels,
  type RuntimeManifest,
} from '@drops/federation';
import { App } from './app/app';
import { StartUpError } from './app/start-up-error';
import { preloadLayoutFor } from './app/layout-chunks';
import { preloadRemoteFor } from './remotes/remote-preload';
import { reportRemoteFailure } from './remotes/remote-failures';
import { startRemoteVersions } from './remotes/remote-versions';
import { browserStore, visitorMemory } from './remotes/visitor-memory';
import { startLoadReports } from './remotes/load-reporting';

/** At most this long the first render waits for the page's modules: React's reveal throttle. */
const firstRenderWaitMs = 300;

export function start(
  manifestLoad: Promise<RuntimeManifest>,
  channelsLoad: Promise<RegistryChannels | null>,
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);

  Promise.all([manifestLoad, channelsLoad]).then(
    ([manifest, channels]) => {
      const visitor = visitorMemory(browserStore());
      const reports = startLoadReports(manifest.apiBaseUrl);
      startRemoteVersions(
        chooseRemoteVersions({
          channels,
          staticEntries: manifest.remotes,
          visitorId: visitor.visitorId,
          worked: visitor.worked,
        }),
        {
          report: (remote, version, kind) => reports.add(remote, version, kind),
          remember: visitor.remember,
          onFailure: reportRemoteFailure,
        },
      );
      // The area of the page being opened starts loading now (its files came preloaded). The
      // first render waits for it and the page's layout, a little: rendered before, they would
      // show their fallbacks, and React holds content back 300 ms after a fallback showed.
      const pathname = window.location.pathname;
      const pageModules = Promise.all([preloadRemoteFor(pathname), preloadLayoutFor(pathname)]);
      const enough = new Promise((resolve) => window.setTimeout(resolve, firstRenderWaitMs));
      void Promise.race([pageModules, enough]).then(() =>
        root.render(<App apiBaseUrl={manifest.apiBaseUrl} />),
      );
    },
    (error: unknown) => {
      console.error(error);
      root.render(<StartUpError />);
    },
  );
}
