import {
  CARDS_ABOVE_FOLD,
  CardGrid,
  EmptyState,
  ErrorState,
  LoadMore,
  PAGE_SIZE,
  paths,
  REFERENCE_CACHE_MS,
  showToast,
  SkeletonGrid,
  usePagedList,
  usePageTitle,
  useRequest,
  type ShotListItem,
} from '@site/shared';
import { useCallback, useEffect, useState } from 'react';
import { getShotCategories } from '../../api/get-shot-categories';
import { getShots } from '../../api/get-shots';
import { ShotCard } from '../../components/shot-card';
import { PostShotButton } from './post-shot-button';
import { ShotsFilterBar, type RecommendFilter } from './shots-filter-bar';
import { isNearBottom, useScrollBottom } from './use-scroll-bottom';
import { SHOTS_PAGE_TOP } from '../../components/page-layout';

/** /shots: filters, search, infinite scroll of 24 a page; the shell keeps it alive, so state survives. */
export function ShotsPage() {
  usePageTitle(paths.shots.title);
  const [recommend, setRecommend] = useState<RecommendFilter>('all');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [keywords, setKeywords] = useState('');
  const categoryList = useRequest('shot/category/list', getShotCategories, { cacheMs: REFERENCE_CACHE_MS });
  const categories = categoryList.data ?? [];
  useEffect(() => {
    if (categoryList.error) void showToast('error', '作品分类加载失败');
  }, [categoryList.error]);

  const fetchPage = useCallback(
    (page: number, perPage: number) =>
      getShots({ page, perPage, categoryId, keywords: keywords || undefined, isRecommend: recommend === 'recommend' ? true : undefined }),
    [categoryId, keywords, recommend],
  );
  const { state, loadMore, reload } = usePagedList<ShotListItem>({
    pageSize: PAGE_SIZE.shots,
    fetchPage,
    resetKey: JSON.stringify([recommend, categoryId ?? null, keywords]),
  });

  const loading = state.status === 'init' || state.status === 'first-loading';

  useScrollBottom(loadMore, state.status === 'idle');
  // A page shorter than the window cannot be scrolled: fetch on until it fills the window.
  useEffect(() => {
    if (state.status === 'idle' && isNearBottom(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)) loadMore();
  }, [state.status, loadMore]);

  let body;
  if (loading) body = <SkeletonGrid kind="shot" />;
  else if (state.status === 'first-error') body = <ErrorState message={state.error ?? '加载失败'} onRetry={reload} />;
  else if (state.rows.length === 0) body = <EmptyState description={keywords ? '没有找到相关作品' : '暂无作品'} />;
  else
    body = (
      <>
        <CardGrid items={state.rows} getKey={(shot) => shot.id} renderItem={(shot, index) => <ShotCard shot={shot} priority={index < CARDS_ABOVE_FOLD ? 'high' : false} />} />
        <LoadMore status={state.status} onLoadMore={loadMore} error={state.error} auto={false} />
      </>
    );

  return (
    <div className="shots-page" style={{ maxWidth: SHOTS_PAGE_TOP.maxWidth, margin: '0 auto', padding: SHOTS_PAGE_TOP.padding }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: SHOTS_PAGE_TOP.headMarginBottom, gap: SHOTS_PAGE_TOP.gap }}>
        <h1 style={{ fontSize: SHOTS_PAGE_TOP.titleFontSize, margin: 0 }}>学员作品</h1>
        <PostShotButton />
      </div>
      <ShotsFilterBar
        recommend={recommend}
        onRecommend={setRecommend}
        categories={categories}
        categoryId={categoryId}
        onCategory={setCategoryId}
        keywords={keywords}
        onSearch={setKeywords}
      />
      <div style={{ marginTop: SHOTS_PAGE_TOP.gridMarginTop }}>{body}</div>
    </div>
  );
}
