import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { CommentSectionProps } from './comment-section';

// The comment area is built on Arco (editor, popconfirm, report dialog); shared's own entry must stay
// Arco-free so the home page never loads Arco, hence its code comes with the first page that shows one.
type Loaded = { default: ComponentType<CommentSectionProps> };
let loaded: ComponentType<CommentSectionProps> | undefined;
const load = (): Promise<Loaded> =>
  import('./comment-section').then((module) => {
    loaded = module.CommentSection;
    return { default: module.CommentSection };
  });

/**
 * Loads the comment area's code ahead of its first render. A server-rendered page does so before the browser
 * takes it over: the section then takes its markup over in the same pass. Left waiting for its code, the
 * section's server markup was thrown away at the page's first update (a member's unread count, a share link's
 * time) and drawn again after a skeleton, and what the member had started typing into it was lost.
 */
export function preloadCommentSection(): Promise<unknown> {
  return load();
}

// Once loaded, the component is handed over at once (a thenable that answers synchronously): React.lazy then
// renders it in the same pass instead of suspending for a microtask.
const LazyCommentSection = lazy((): Promise<Loaded> => {
  const component = loaded;
  return component ? ({ then: (resolve: (module: Loaded) => void) => resolve({ default: component }) } as Promise<Loaded>) : load();
});

/**
 * The comment area shared by courses, shots and podcast (spec 4, 5, 6, 8); its code loads when it first shows.
 * `fallback`: what stands in meanwhile (a page's skeleton; its markup lives with the page, so `/` carries none).
 */
export function CommentSection({ fallback, ...props }: CommentSectionProps & { fallback?: ReactNode }) {
  return (
    // Below the page's own content, so a short wait for its code moves nothing above it.
    <Suspense fallback={fallback ?? <div aria-busy="true" style={{ minHeight: 120 }} />}>
      <LazyCommentSection {...props} />
    </Suspense>
  );
}
