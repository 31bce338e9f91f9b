export * from './site-config';
export * from './use-page-title';
