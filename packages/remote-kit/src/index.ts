export * from './area-api-client';
export * from './remote-root';
export * from './use-leave-guard';
export * from './query/query-client';
export * from './query/query-provider';
export * from './query/use-area-query';
export * from './query/query-keys';
