import { Suspense, type ReactNode } from 'react';
import { preloadableLazy } from '../components/preloadable-lazy';
import type { CommentSectionProps } from './comment-section';

// shared's own entry must stay free of the comment area's code, so the home page never loads it: it comes with
// the first page that shows one.
const section = preloadableLazy(() => import('./comment-section').then((module) => module.CommentSection));

/**
 * Loads the comment area's code ahead of its first render. A server-rendered page does so before the browser
 * takes it over: the section then takes its markup over in the same pass. Left waiting for its code, the
 * section's server markup was thrown away at the page's first update (a member's unread count, a share link's
 * time) and drawn again after a skeleton, and what the member had started typing into it was lost. The post box
 * (members only, built on Arco) is preloaded with it when the page shows one.
 */
export function preloadCommentSection(): Promise<unknown> {
  const withEditor = typeof document !== 'undefined' && document.querySelector('.site-comment-editor') !== null;
  return Promise.all([section.preload(), withEditor ? import('./comment-section').then((module) => module.preloadCommentEditor()) : undefined]);
}

/**
 * The comment area shared by courses, shots and podcast (spec 4, 5, 6, 8); its code loads when it first shows.
 * `fallback`: what stands in meanwhile (a page's skeleton; its markup lives with the page, so `/` carries none).
 */
export function CommentSection({ fallback, ...props }: CommentSectionProps & { fallback?: ReactNode }) {
  return (
    // Below the page's own content, so a short wait for its code moves nothing above it.
    <Suspense fallback={fallback ?? <div aria-busy="true" style={{ minHeight: 120 }} />}>
      <section.Component {...props} />
    </Suspense>
  );
}
