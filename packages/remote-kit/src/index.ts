export * from './remote-root';
export * from './use-leave-guard';
