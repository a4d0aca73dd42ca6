export * from './password';
export * from './tokens';
