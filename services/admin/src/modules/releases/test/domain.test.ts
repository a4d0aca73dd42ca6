import { shellSharedMajors } from '@drops/federation/shared-singletons';
import { isAllowedUrl } from '../domain/build-fetch';
import { readBuildManifest, remoteEntryUrlOf } from '../domain/build-manifest';
import { canaryFails } from '../domain/canary-health';
import { kindOfChange } from '../domain/channel-change';
import { checkBuild, rangeAdmitsMajor } from '../domain/compatibility-gate';
import { versionsToRemove } from '../domain/retention';
import { ReportBuffer } from '../registry/report-buffer';

describe('the registry rules', () => {
  it('reads semver ranges for the major the shell provides', () => {
    const admits: [string, number, boolean][] = [
      ['^19.3.1', 19, true],
      ['^17.0.2', 19, false],
      ['17.0.2', 19, false],
      ['~6.30.0', 6, true],
      ['>=18 <20', 19, true],
      ['>=18.2.0 <19', 19, false],
      ['^18 || ^19', 19, true],
      ['*', 19, true],
      ['', 19, true],
      ['19.x', 19, true],
      ['latest', 19, false],
    ];
    for (const [range, major, expected] of admits)
      expect([range, rangeAdmitsMajor(range, major)]).toEqual([range, expected]);
  });

  it('checks a manifest against the shell in one pass', () => {
    const manifest = readBuildManifest({
      metaData: {
        name: 'mfeAdmin',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        contractVersion: '1.4.0',
      },
      shared: [
        { name: 'react/jsx-runtime', requiredVersion: '^19.0.0' },
        { name: 'lodash', requiredVersion: '^3' },
      ],
      exposes: [{ path: './routes' }],
    })!;
    expect(
      checkBuild('mfeAdmin', manifest, {
        sharedMajors: shellSharedMajors,
        contractVersion: '1.0.0',
      }),
    ).toEqual({});
    // The page's one query cache: a build on another major of TanStack Query is refused.
    const otherQueryMajor = readBuildManifest({
      metaData: { name: 'mfeAdmin', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: '@tanstack/react-query', requiredVersion: '^4.36.1' }],
      exposes: [{ path: './routes' }],
    })!;
    expect(
      checkBuild('mfeAdmin', otherQueryMajor, {
        sharedMajors: shellSharedMajors,
        contractVersion: '1.0.0',
      })['shared.@tanstack/react-query'],
    ).toBe(
      'The build shares @tanstack/react-query ^4.36.1, but the shell provides @tanstack/react-query 5.x: rebuild it with @tanstack/react-query 5.',
    );
    expect(readBuildManifest({ hello: 'world' })).toBeNull();
    expect(readBuildManifest('not an object')).toBeNull();
  });

  it('finds the entry beside the manifest unless the build names another public path', () => {
    const manifest = readBuildManifest({
      metaData: {
        name: 'x',
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: 'js' },
      },
    })!;
    expect(remoteEntryUrlOf(manifest, 'https://cdn.example/remotes/x/abc/mf-manifest.json')).toBe(
      'https://cdn.example/remotes/x/abc/js/remoteEntry.js',
    );
    const elsewhere = { ...manifest, publicPath: 'https://other.example/' };
    expect(remoteEntryUrlOf(elsewhere, 'https://cdn.example/remotes/x/abc/mf-manifest.json')).toBe(
      'https://other.example/js/remoteEntry.js',
    );
  });

  it('fetches from the allowed origins only', () => {
    const allowed = ['https://cdn.example', 'http://localhost:*'];
    expect(isAllowedUrl('https://cdn.example/remotes/a.json', allowed)).toBe(true);
    expect(isAllowedUrl('http://localhost:3001/mf-manifest.json', allowed)).toBe(true);
    expect(isAllowedUrl('https://cdn.example.evil/a.json', allowed)).toBe(false);
    expect(isAllowedUrl('http://cdn.example/a.json', allowed)).toBe(false);
    expect(isAllowedUrl('https://user:pw@cdn.example/a.json', allowed)).toBe(false);
    expect(isAllowedUrl('http://127.0.0.1:3001/a.json', allowed)).toBe(false);
    expect(isAllowedUrl('file:///etc/passwd', allowed)).toBe(false);
  });

  it('names each channel change for the audit log', () => {
    const at = (version: string) => ({ a: 1, b: 2, c: 3 })[version] ?? 0;
    expect(kindOfChange({ stable: null, canary: null }, { stable: 'a', canary: null }, at)).toBe(
      'first version',
    );
    expect(
      kindOfChange(
        { stable: 'a', canary: null },
        { stable: 'a', canary: { version: 'b', percent: 5 } },
        at,
      ),
    ).toBe('canary');
    expect(
      kindOfChange(
        { stable: 'a', canary: { version: 'b', percent: 5 } },
        { stable: 'b', canary: null },
        at,
      ),
    ).toBe('promote');
    expect(kindOfChange({ stable: 'b', canary: null }, { stable: 'a', canary: null }, at)).toBe(
      'rollback',
    );
    expect(
      kindOfChange(
        { stable: 'a', canary: { version: 'c', percent: 5 } },
        { stable: 'a', canary: null },
        at,
      ),
    ).toBe('rollback');
  });

  it('applies the canary health rule at its edges', () => {
    expect(canaryFails({ loads: 50, failures: 2 }, { loads: 100, failures: 0 })).toBe(true);
    expect(canaryFails({ loads: 50, failures: 1 }, { loads: 100, failures: 0 })).toBe(false);
    expect(canaryFails({ loads: 49, failures: 49 }, { loads: 100, failures: 0 })).toBe(false);
    expect(canaryFails({ loads: 100, failures: 6 }, { loads: 100, failures: 3 })).toBe(false);
    expect(canaryFails({ loads: 100, failures: 7 }, { loads: 100, failures: 3 })).toBe(true);
  });

  it('retains the 20 newest, the referenced and the recently served', () => {
    const versions = Array.from({ length: 25 }, (_, index) => ({
      version: `v${index}`,
      registeredAt: index,
    }));
    expect(versionsToRemove(versions, new Set(['v0']), new Set(['v1']))).toEqual([
      'v4',
      'v3',
      'v2',
    ]);
  });

  it('holds a bounded number of report keys between flushes', () => {
    const buffer = new ReportBuffer(2);
    const line = { remote: 'mfeAdmin', version: 'abcdefabcdef', kind: 'load-ok' as const };
    expect(buffer.add(line, 1)).toBe(true);
    expect(buffer.add({ ...line, count: 5 }, 1)).toBe(true);
    expect(buffer.add(line, 2)).toBe(true);
    expect(buffer.add(line, 3)).toBe(false);
    expect(buffer.drain().map((count) => count.count)).toEqual([6, 1]);
    expect(buffer.drain()).toEqual([]);
  });
});
