export * from './databases';
export * from './processes';
export * from './nginx';
export * from './replicas';
export * from './replica-proof';
export * from './local-stack';
export * from './concurrent-saves';
