import { readCatalog, sharedDependencies, sharedPackages } from '../src/shared';

describe('shared dependencies', () => {
  const catalog = readCatalog();
  const shared = sharedDependencies(catalog);

  it('shares exactly the six framework packages, plus the react and react-dom subpaths', () => {
    expect(sharedPackages).toEqual([
      'react',
      'react-dom',
      'react-router-dom',
      'jotai',
      'styled-components',
      '@tanstack/react-query',
    ]);
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@tanstack/react-query',
        'jotai',
        'react',
        'react-dom',
        'react-dom/',
        'react-router-dom',
        'react/',
        'styled-components',
      ].sort(),
    );
  });

  it('as singletons with the version pinned once in the pnpm catalog', () => {
    for (const [name, config] of Object.entries(shared)) {
      const version = catalog[name.replace(/\/$/, '')];
      expect(config).toEqual({ singleton: true, version, requiredVersion: `^${version}` });
    }
  });

  it('pins webpack and every module federation package exactly', () => {
    expect(catalog.webpack).toBe('5.111.1');
    const federation = Object.entries(catalog).filter(([name]) =>
      name.startsWith('@module-federation/'),
    );
    expect(federation.length).toBeGreaterThan(0);
    for (const [, version] of federation) expect(version).toBe('2.9.2');
  });
});
