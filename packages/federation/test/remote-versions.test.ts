import {
  canaryBucket,
  chooseRemoteVersions,
  loadFailureKind,
  parseRegistryChannels,
  remoteCandidates,
  RemoteUnavailableError,
  type RegistryChannels,
  type VersionChoiceInput,
} from '../src';

const staticEntries = {
  mfeSellerDashboard: 'http://localhost:3001/remoteEntry.js',
  mfeDropEditor: 'http://localhost:3002/remoteEntry.js',
  mfeProfile: 'http://localhost:3003/remoteEntry.js',
  mfeAdmin: 'http://localhost:3004/remoteEntry.js',
};
const manifest = (version: string) =>
  `http://localhost:8080/api/v1/remotes/mfeSellerDashboard/${version}/mf-manifest.json`;
const stable = { version: 'aaaaaaaaaaaa', manifestUrl: manifest('aaaaaaaaaaaa') };
const canaryVersion = 'cccccccccccc';

/** A visitor id that draws (or not) a canary at 10 %, found by the split itself. */
function visitor(draws: boolean): string {
  for (let index = 0; ; index += 1) {
    const id = `visitor-${index}`;
    if (canaryBucket(id, canaryVersion) < 1000 === draws) return id;
  }
}

const input = (overrides: Partial<VersionChoiceInput> = {}): VersionChoiceInput => ({
  channels: {
    mfeSellerDashboard: {
      stable,
      canary: { version: canaryVersion, manifestUrl: manifest(canaryVersion), percent: 10 },
    },
  },
  staticEntries,
  visitorId: visitor(false),
  worked: {},
  ...overrides,
});

describe("the shell's choice of each remote's build", () => {
  it('gives a visitor who draws the canary the canary, then stable, then remotes.json', () => {
    const candidates = remoteCandidates('mfeSellerDashboard', input({ visitorId: visitor(true) }));
    expect(candidates.map((candidate) => [candidate.source, candidate.version])).toEqual([
      ['canary', canaryVersion],
      ['stable', stable.version],
      ['remotes.json', null],
    ]);
    expect(candidates[0]?.entry).toBe(manifest(canaryVersion));
    expect(candidates[2]?.entry).toBe(staticEntries.mfeSellerDashboard);
  });

  it('gives the others stable, and the same answer on every load (sticky)', () => {
    const id = visitor(false);
    for (let load = 0; load < 3; load += 1)
      expect(remoteCandidates('mfeSellerDashboard', input({ visitorId: id }))[0]?.source).toBe(
        'stable',
      );
  });

  it('splits 10,000 visitors 9-11 % to a 10 % canary', () => {
    let drawn = 0;
    for (let index = 0; index < 10_000; index += 1) {
      const first = remoteCandidates('mfeSellerDashboard', input({ visitorId: `v${index}` }))[0];
      if (first?.source === 'canary') drawn += 1;
    }
    expect(drawn).toBeGreaterThanOrEqual(900);
    expect(drawn).toBeLessThanOrEqual(1100);
  });

  it('falls back to the last version that worked for the visitor before remotes.json', () => {
    const worked = { version: 'bbbbbbbbbbbb', manifestUrl: manifest('bbbbbbbbbbbb') };
    const candidates = remoteCandidates(
      'mfeSellerDashboard',
      input({ visitorId: visitor(true), worked: { mfeSellerDashboard: worked } }),
    );
    expect(candidates.map((candidate) => candidate.source)).toEqual([
      'canary',
      'stable',
      'last-worked',
      'remotes.json',
    ]);
    // The version that worked being stable itself, it is not tried twice.
    const same = remoteCandidates(
      'mfeSellerDashboard',
      input({ worked: { mfeSellerDashboard: stable } }),
    );
    expect(same.map((candidate) => candidate.source)).toEqual(['stable', 'remotes.json']);
  });

  it('loads remotes.json alone for a remote the registry does not know, or without a registry', () => {
    const chosen = chooseRemoteVersions(input());
    expect(chosen.mfeProfile).toEqual([
      { version: null, entry: staticEntries.mfeProfile, source: 'remotes.json' },
    ]);
    const unreachable = chooseRemoteVersions(input({ channels: null }));
    for (const [remote, candidates] of Object.entries(unreachable))
      expect(candidates).toEqual([
        {
          version: null,
          entry: staticEntries[remote as keyof typeof staticEntries],
          source: 'remotes.json',
        },
      ]);
  });

  it("reads the registry's answer, keeping only known remotes with a well-formed stable", () => {
    const parsed: RegistryChannels = parseRegistryChannels({
      mfeSellerDashboard: { stable, canary: { version: 'x', manifestUrl: 'y' } },
      mfeProfile: { stable: { version: 1 } },
      mfeUnknown: { stable },
    });
    expect(parsed).toEqual({ mfeSellerDashboard: { stable } });
    expect(parseRegistryChannels(null)).toEqual({});
  });
});

describe('the kind of a failed remote load', () => {
  const runtime = (code: string, original = '') =>
    new Error(`Failed. #${code}\nargs: {}\nOriginal Error Message:\n ${original}`);

  it('names an entry or manifest that did not arrive entry-failed', () => {
    expect(loadFailureKind(runtime('RUNTIME-008', 'ScriptNetworkError: Failed to load'))).toBe(
      'entry-failed',
    );
    expect(loadFailureKind(runtime('RUNTIME-003'))).toBe('entry-failed');
    expect(
      loadFailureKind(
        new RemoteUnavailableError('mfeProfile/routes', { cause: runtime('RUNTIME-013') }),
      ),
    ).toBe('entry-failed');
  });

  it('names an entry that threw or set no container evaluate-failed', () => {
    expect(
      loadFailureKind(
        runtime('RUNTIME-008', 'ScriptExecutionError: Script "x" loaded but threw a runtime error'),
      ),
    ).toBe('evaluate-failed');
    expect(loadFailureKind(runtime('RUNTIME-001'))).toBe('evaluate-failed');
    expect(loadFailureKind(new TypeError('x is not a function'))).toBe('evaluate-failed');
  });

  it('names a lazy chunk that did not arrive chunk-failed', () => {
    const chunk = new Error('Loading chunk 512 failed.\n(error: http://x/512.js)');
    chunk.name = 'ChunkLoadError';
    expect(loadFailureKind(new RemoteUnavailableError('mfeAdmin/routes', { cause: chunk }))).toBe(
      'chunk-failed',
    );
  });
});
