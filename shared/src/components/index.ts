export * from './tablist-role';
export * from './drawer-dialog';
export * from './use-return-focus';
export * from './select-keeps-focus';
export * from './popconfirm-focus';
export * from './focus-after-removal';
