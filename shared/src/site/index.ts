export * from './site-config';
export * from './use-page-title';
export * from './use-media-query';
export * from './use-first-use';
