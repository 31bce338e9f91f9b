export * from './empty-state';
export * from './error-state';
export * from './use-delayed-flag';
export * from './load-more';
export * from './use-countdown';
export * from './result-panel';
export * from './show-toast';
