export * from './lazy-comment-section';
export type { CommentSectionProps } from './comment-section';
export type { CommentEditorProps } from './comment-editor';
// A shot's like is the one rule used outside the comment section. The other rules and the comment API calls
// are the section's own: left out here, they load with it instead of with every page's first script.
export { toggleLike } from './rules';
