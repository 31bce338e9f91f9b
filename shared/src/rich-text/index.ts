export * from './safe-html';
export * from './load-sanitizer';
