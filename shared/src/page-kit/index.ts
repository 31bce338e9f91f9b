// Arco-look pieces for the remotes' pages (issue 41): Arco's markup and classes, none of its JavaScript, so a
// visitor's first render of a page loads no Arco. Apart from shared's entry (a subpath each remote bundles, not
// the shared singleton): they hold no state or context, and the home page `/` must not carry them.
export * from './arco-look-tag';
export * from './lazy-page';
export * from './light-pagination';
export * from './light-radio-group';
export * from './light-skeleton';
export * from './not-found-result';
