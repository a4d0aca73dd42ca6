/**
 * The packages the shell and every remote share as singletons (one instance per page), and the
 * major of each the shell provides. The release registry refuses a remote build that needs
 * another major (issue 28); @drops/web-build shares exactly these, and a test holds the majors
 * to the pnpm catalog the shell is built from.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'styled-components',
  '@tanstack/react-query',
] as const;
export type SharedSingleton = (typeof sharedSingletons)[number];

export const shellSharedMajors: Record<SharedSingleton, number> = {
  react: 19,
  'react-dom': 19,
  'react-router-dom': 6,
  jotai: 3,
  'styled-components': 6,
  '@tanstack/react-query': 5,
};

/** The singleton a shared module belongs to (`react/jsx-runtime` → `react`), if any. */
export function singletonOf(sharedName: string): SharedSingleton | undefined {
  return sharedSingletons.find((name) => sharedName === name || sharedName.startsWith(`${name}/`));
}
