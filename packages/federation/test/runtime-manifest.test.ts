import { parseRuntimeManifest, RuntimeManifestError } from '../src';

const valid = {
  apiBaseUrl: 'http://localhost:8080/api/v1/',
  remotes: {
    mfeSellerDashboard: 'http://localhost:3001/remoteEntry.js',
    mfeDropEditor: 'http://localhost:3002/remoteEntry.js',
    mfeProfile: 'https://cdn.example/profile/remoteEntry.js',
    mfeAdmin: 'http://localhost:3004/remoteEntry.js',
  },
};

describe('remotes.json', () => {
  it('reads the API base and every remote entry', () => {
    const manifest = parseRuntimeManifest(valid);
    expect(manifest.apiBaseUrl).toBe('http://localhost:8080/api/v1');
    expect(manifest.remotes.mfeProfile).toBe('https://cdn.example/profile/remoteEntry.js');
  });

  it('refuses a manifest that misses a remote or holds something else than a URL', () => {
    const { mfeAdmin: _missing, ...withoutAdmin } = valid.remotes;
    expect(() => parseRuntimeManifest({ ...valid, remotes: withoutAdmin })).toThrow(
      RuntimeManifestError,
    );
    expect(() => parseRuntimeManifest({ ...valid, apiBaseUrl: 'ftp://x' })).toThrow('apiBaseUrl');
    expect(() =>
      parseRuntimeManifest({
        ...valid,
        remotes: { ...valid.remotes, mfeAdmin: 'javascript:alert(1)' },
      }),
    ).toThrow('mfeAdmin');
    expect(() => parseRuntimeManifest(null)).toThrow(RuntimeManifestError);
  });
});
