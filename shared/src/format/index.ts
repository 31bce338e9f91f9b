export * from './relative-time';
export * from './duration';
export * from './date-time';
