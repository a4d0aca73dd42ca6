export * from './databases';
export * from './processes';
export * from './nginx';
export * from './replicas';
export * from './replica-proof';
