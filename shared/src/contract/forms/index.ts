// The one module of health-form rules (spec 5, 9): the forms check with it, the server re-checks with it.
export * from './constants';
export * from './options';
export * from './time-window';
export * from './types';
export * from './health-sign-rules';
export * from './promise-rules';
export * from './promise-form';
export * from './signature';
