// The list's reducer is usePagedList's own; its state's shape is everyone's.
export type { ListState, ListStatus } from './list-state';
export * from './use-paged-list';
