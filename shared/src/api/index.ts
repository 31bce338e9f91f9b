export * from './api-error';
export * from './client';
export { dropEmbeddedAnswers } from './embedded-answers';
