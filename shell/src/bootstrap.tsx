import { createRoot } from 'react-dom/client';
import {
  chooseRemoteVersions,
  type RegistryChannels,
  type RuntimeManifest,
} from '@drops/federation';
import { App } from './app/app';
import { StartUpError } from './app/start-up-error';
import { preloadRemoteFor } from './remotes/remote-preload';
import { reportRemoteFailure } from './remotes/remote-failures';
import { startRemoteVersions } from './remotes/remote-versions';
import { browserStore, visitorMemory } from './remotes/visitor-memory';
import { startLoadReports } from './remotes/load-reporting';

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
      // The area of the page being opened starts loading now, beside the shell's first render.
      preloadRemoteFor(window.location.pathname);
      root.render(<App apiBaseUrl={manifest.apiBaseUrl} />);
    },
    (error: unknown) => {
      console.error(error);
      root.render(<StartUpError />);
    },
  );
}
