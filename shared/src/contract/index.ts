// React-free part of the shared library: the server imports this too.
// The health forms' rules and words (./forms) are imported as @site/shared/contract/forms: only the forms remote and
// the server use them, and everything re-exported here ships in every page's JavaScript through the shared library.
export * from './entities';
export * from './errors';
export * from './constants';
export * from './paths';
export * from './course';
export * from './shots';
export * from './upload';
export * from './account-rules';
export * from './common';
export * from './first-screen';
export * from './site-settings';
export * from './route-remotes';
export * from './embedded-answers';
export * from './route-code';
