export * from './events';
export * from './inbox';
export * from './outbox';
export * from './tables';
