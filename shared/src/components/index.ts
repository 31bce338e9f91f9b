export * from './page-placeholder';
