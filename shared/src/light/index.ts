// Arco-free look-alikes for the frame and the home page: they reuse Arco's CSS classes but none of its
// JavaScript, so `/` renders before (and without) Arco; pages and dialogs keep using Arco itself.
export * from './light-avatar';
export * from './light-button';
export * from './light-card';
export * from './light-icons';
export * from './light-spin';
export * from './light-tag';
