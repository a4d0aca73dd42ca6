export * from './auth';
export * from './config';
export * from './create-service';
export * from './database';
export * from './error-handler';
export * from './errors';
export * from './validation';
export * from './serve';
