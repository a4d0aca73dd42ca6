/**
 * The packages the shell and every remote share as singletons (one instance per page), each with
 * the major the shell provides. The release registry refuses a remote build that needs another
 * major (issue 28); @drops/web-build shares exactly these, and a test holds the majors to the
 * pnpm catalog the shell is built from.
 */
export const shellSharedMajors = {
  react: 19,
  'react-dom': 19,
  'react-router-dom': 6,
  jotai: 3,
  'styled-components': 6,
  '@tanstack/react-query': 5,
};
export type SharedSingleton = keyof typeof shellSharedMajors;
export const sharedSingletons = Object.keys(shellSharedMajors) as readonly SharedSingleton[];

/** The singleton a shared module belongs to (`react/jsx-runtime` → `react`), if any. */
export function singletonOf(sharedName: string): SharedSingleton | undefined {
  return sharedSingletons.find((name) => sharedName === name || sharedName.startsWith(`${name}/`));
}
