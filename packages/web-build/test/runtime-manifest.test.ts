import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRuntimeManifest } from '../src/runtime-manifest';
import { localManifest } from './local-manifest';

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
fs.writeFileSync(file, JSON.stringify(localManifest));

describe('remotes.json as served', () => {
  it('is the deployed file when nothing overrides it', () => {
    expect(readRuntimeManifest(file, {}).remotes.mfeProfile).toBe(
      'http://localhost:3003/remoteEntry.js',
    );
  });

  it('takes a remote URL, a remote port and the API from the environment', () => {
    const manifest = readRuntimeManifest(file, {
      MFE_PROFILE_URL: 'https://cdn.example/profile/v2/remoteEntry.js',
      MFE_ADMIN_PORT: '4104',
      GATEWAY_PORT: '8180',
    });
    expect(manifest.remotes.mfeProfile).toBe('https://cdn.example/profile/v2/remoteEntry.js');
    expect(manifest.remotes.mfeAdmin).toBe('http://localhost:4104/remoteEntry.js');
    expect(manifest.remotes.mfeSellerDashboard).toBe('http://localhost:3001/remoteEntry.js');
    expect(manifest.apiBaseUrl).toBe('http://localhost:8180/api/v1');
    expect(
      readRuntimeManifest(file, { API_BASE_URL: 'https://api.example/api/v1' }).apiBaseUrl,
    ).toBe('https://api.example/api/v1');
  });
});
