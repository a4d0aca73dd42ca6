import { majorOf, sharedSingletons, shellSharedMajors, singletonOf } from '../src';

// The builds' sharing is plain JavaScript (webpack reads it): the two exports this test holds to.
const { readCatalog, sharedPackages } = jest.requireActual<{
  readCatalog(): Record<string, string>;
  sharedPackages: string[];
}>('@drops/web-build/shared');

describe('what the shell provides', () => {
  it('shares the packages the builds share, at the majors of the pnpm catalog', () => {
    expect([...sharedSingletons]).toEqual(sharedPackages);
    const catalog = readCatalog();
    for (const name of sharedSingletons)
      expect(majorOf(catalog[name]!)).toBe(shellSharedMajors[name]);
  });

  it('reads subpaths as their package', () => {
    expect(singletonOf('react/jsx-runtime')).toBe('react');
    expect(singletonOf('react-dom/client')).toBe('react-dom');
    expect(singletonOf('reactive')).toBeUndefined();
  });
});
