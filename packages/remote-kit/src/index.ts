export * from './area-api-client';
export * from './remote-root';
export * from './use-leave-guard';
export * from './use-remote-data';
