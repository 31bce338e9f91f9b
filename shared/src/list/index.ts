export * from './list-state';
export * from './use-paged-list';
