import { createRoot } from 'react-dom/client';
import { fetchRuntimeManifest, setUpFederation } from '@drops/federation';
import { App } from './app/app';
import { StartUpError } from './app/start-up-error';
import { reportRemoteFailure } from './remotes/remote-failures';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

fetchRuntimeManifest().then(
  (manifest) => {
    setUpFederation({ manifest, onFailure: reportRemoteFailure });
    root.render(<App apiBaseUrl={manifest.apiBaseUrl} />);
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartUpError />);
  },
);
