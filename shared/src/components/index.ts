export * from './tablist-role';
export * from './drawer-dialog';
