export * from './remote-modules';
export * from './runtime-manifest';
export * from './retry-plugin';
export * from './failure-plugin';
export * from './load';
export * from './router-future';
