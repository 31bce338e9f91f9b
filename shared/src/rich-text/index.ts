export * from './safe-html';
export * from './sanitize-html';
