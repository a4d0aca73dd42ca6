export * from './validate';
export * from './conflict';
