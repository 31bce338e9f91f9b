import { lazy, Suspense } from 'react';
import type { CommentSectionProps } from './comment-section';

// The comment area is built on Arco (editor, popconfirm, report dialog); shared's own entry must stay
// Arco-free so the home page never loads Arco, hence its code comes with the first page that shows one.
const LazyCommentSection = lazy(() => import('./comment-section').then((module) => ({ default: module.CommentSection })));

const bar = (width: string, height = 14) => <div style={{ width, height, borderRadius: 4, background: 'var(--color-fill-2, #f2f3f5)', marginBottom: 10 }} />;

/**
 * While the comment code loads: the area's outline (heading, the editor's box, two comments), so the
 * card is not an empty white box and roughly keeps its height. Plain elements: no Arco here.
 */
function CommentSkeleton() {
  return (
    <section className="site-comments" aria-label="评论" aria-busy="true">
      <h3 style={{ margin: '8px 0 12px' }}>评论</h3>
      <div style={{ height: 88, borderRadius: 4, background: 'var(--color-fill-1, #f7f8fa)', marginBottom: 24 }} />
      {[0, 1].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 12, marginBottom: 16 }}>
          <div style={{ width: 40, height: 40, borderRadius: '50%', background: 'var(--color-fill-2, #f2f3f5)', flexShrink: 0 }} />
          <div style={{ flex: 1 }}>
            {bar('30%')}
            {bar('90%')}
            {bar('60%')}
          </div>
        </div>
      ))}
    </section>
  );
}

/** The comment area shared by courses, shots and podcast (spec 4, 5, 6, 8); its code loads when it first shows. */
export function CommentSection(props: CommentSectionProps) {
  return (
    // Below the page's own content, so a short wait for its code moves nothing above it.
    <Suspense fallback={<CommentSkeleton />}>
      <LazyCommentSection {...props} />
    </Suspense>
  );
}
