export * from './password';
export * from './tokens';
export * from './reset-tokens';
