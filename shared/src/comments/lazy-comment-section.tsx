import { lazy, Suspense, type ReactNode } from 'react';
import type { CommentSectionProps } from './comment-section';

// The comment area is built on Arco (editor, popconfirm, report dialog); shared's own entry must stay
// Arco-free so the home page never loads Arco, hence its code comes with the first page that shows one.
const LazyCommentSection = lazy(() => import('./comment-section').then((module) => ({ default: module.CommentSection })));

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
