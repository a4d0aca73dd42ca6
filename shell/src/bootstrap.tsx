import { createRoot } from 'react-dom/client';
import { setUpFederation, type RuntimeManifest } from '@drops/federation';
import { App } from './app/app';
import { StartUpError } from './app/start-up-error';
import { preloadRemoteFor } from './remotes/remote-preload';
import { reportRemoteFailure } from './remotes/remote-failures';

export function start(manifestLoad: Promise<RuntimeManifest>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);

  manifestLoad.then(
    (manifest) => {
      setUpFederation({ manifest, onFailure: reportRemoteFailure });
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
