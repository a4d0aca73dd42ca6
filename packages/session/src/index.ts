export * from './guards';
export * from './seller-session';
export * from './admin-session';
export { sessionChangeEvent } from './browser-storage';
export * from './sign-in-return';
