// React-free part of the shared library: the server imports this too.
export * from './entities';
export * from './errors';
export * from './constants';
export * from './paths';
export * from './forms';
export * from './course';
export * from './shots';
export * from './upload';
export * from './account-rules';
export * from './common';
export * from './first-screen';
export * from './site-settings';
export * from './route-remotes';
export * from './embedded-answers';
