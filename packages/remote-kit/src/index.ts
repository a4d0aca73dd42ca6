export * from './remote-root';
