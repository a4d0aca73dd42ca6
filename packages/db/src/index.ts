export * from './connection';
export * from './ids';
export * from './keyset';
export * from './leased-worker';
export * from './migrate';
export * from './outbox';
export * from './rows';
export * from './sql';
