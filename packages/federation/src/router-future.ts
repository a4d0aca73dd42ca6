/**
 * React Router 6's opt-ins to version 7 behaviour, the same for the shell and every remote
 * (they share one router): state updates in transitions, splat-relative paths. Setting them
 * also silences the library's migration warnings.
 */
export const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
