export * from './page-placeholder';
export * from './tablist-role';
export * from './drawer-dialog';
