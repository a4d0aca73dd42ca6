export * from './common';
export * from './domain';
export * from './messages';
export * from './seller';
export * from './product';
export * from './collection';
export * from './admin';
export * from './countries';
