export * from './atoms';
export * from './use-login-action';
