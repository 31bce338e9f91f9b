export * from './clock-context';
