export * from './connection';
export * from './ids';
export * from './migrate';
export * from './outbox';
export * from './rows';
export * from './sql';
