export * from './databases';
export * from './processes';
