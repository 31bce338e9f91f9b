export * from './relative-time';
export * from './duration';
export * from './date-time';
export * from './use-relative-time';
