import { EmptyState, ErrorState, isApiError, paths, REFERENCE_CACHE_MS, usePageTitle, useRequest } from '@site/shared';
import { LightRadioGroup, LightSkeleton } from '@site/shared/page-kit';
import { useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getSeriesAudios } from '../../api/get-series-audios';
import { getSeriesList } from '../../api/get-series-list';
import { getTagAudios } from '../../api/get-tag-audios';
import { EpisodeList } from './episode-list';
import { SeriesCard } from './series-card';
import { useTagHash } from './use-tag-hash';
import '../podcast.css';

/**
 * A tag chosen where the list is out of sight (the series card above it on a phone, or a row far down):
 * bring the list's heading, which now names the tag, into view. The list is this page's own (`page`): once the
 * page has gone, the frame's callback finds none and scrolls nothing.
 */
function revealList(page: RefObject<HTMLDivElement | null>): void {
  window.requestAnimationFrame(() => {
    const list = page.current?.querySelector('.podcast-list');
    if (!list) return;
    const { top } = list.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) list.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
}

/**
 * /podcast: a series (the first, or ?series=id) with its episodes 15 a page; the URL hash is the
 * tag searched (spec 2), so tag searches are links and back/forward follow them.
 */
export function PodcastPage() {
  const [params, setParams] = useSearchParams();
  const [tag, setTag] = useTagHash();
  const pageRef = useRef<HTMLDivElement>(null);
  usePageTitle(tag ? `${paths.podcast.title} · ${tag}` : paths.podcast.title);

  // Series change rarely: shared by key across visits for a few minutes.
  const seriesList = useRequest('audio/series/list', getSeriesList, { cacheMs: REFERENCE_CACHE_MS });
  const list = seriesList.data ?? [];
  const wanted = Number(params.get('series'));
  const series = list.find((item) => item.id === wanted) ?? list[0] ?? null;
  const seriesId = series?.id ?? null;

  // The page number belongs to one series and tag: another search starts at its first page.
  const listKey = `${seriesId}|${tag}`;
  const [paging, setPaging] = useState({ key: listKey, page: 0 });
  const page = paging.key === listKey ? paging.page : 0;
  const episodes = useRequest(
    seriesId === null ? null : `audio/list?series=${seriesId}&tag=${tag}&page=${page}`,
    (signal) => (tag ? getTagAudios(tag, seriesId ?? 0, page, undefined, signal) : getSeriesAudios(seriesId ?? 0, page, undefined, signal)),
    { keepPrevious: true },
  );

  const searchTag = (next: string) => {
    setTag(next);
    revealList(pageRef);
  };

  const changePage = (next: number) => {
    setPaging({ key: listKey, page: next });
    pageRef.current?.querySelector('.podcast-list')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  if (seriesList.error && !seriesList.data) {
    return (
      <div className="podcast-page">
        <ErrorState message={isApiError(seriesList.error) ? seriesList.error.message : '加载失败'} onRetry={seriesList.reload} />
      </div>
    );
  }
  if (seriesList.data && !series) {
    return (
      <div className="podcast-page">
        <EmptyState description="暂无播客" />
      </div>
    );
  }

  return (
    <div className="podcast-page" ref={pageRef}>
      {/* The switcher's row is kept while the series load (most sites have several), so the page does not jump. */}
      {list.length > 1 || !seriesList.data ? (
        <div className="podcast-series-bar" aria-busy={!seriesList.data || undefined}>
          {list.length > 1 ? (
            <LightRadioGroup
              className="podcast-series-switch"
              aria-label="选择播客"
              value={seriesId ?? undefined}
              onChange={(id) => setParams({ series: String(id) })}
              options={list.map((item) => ({ value: item.id, label: item.title }))}
            />
          ) : null}
        </div>
      ) : null}
      <div className="podcast-layout">
        <aside className="podcast-aside">
          {series ? (
            <SeriesCard series={series} tag={tag} onTag={searchTag} />
          ) : (
            <div className="podcast-series" role="status" aria-busy="true" aria-label="加载中">
              <LightSkeleton image={{ style: { width: '100%', height: 200 } }} rows={4} />
            </div>
          )}
        </aside>
        {/* The list comes with its series: on phones it sits under the series card, whose height is known only
            once the series is there, so a list shown earlier would be pushed down. */}
        {series ? (
          <div className="podcast-main">
            <EpisodeList load={episodes} tag={tag} page={page} onPage={changePage} onTag={searchTag} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
