export * from './resolve';
export * from './media-context';
export * from './use-media-url';
export * from './placeholder';
export * from './media-image';
export * from './media-video';
export * from './video-drop';
