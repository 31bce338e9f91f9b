export * from './local-store';
