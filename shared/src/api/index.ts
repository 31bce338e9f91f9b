export * from './api-error';
export * from './client';
