export * from './atoms';
export * from './use-login-action';
export * from './session';
export * from './logout-href';
export * from './leave-site';
