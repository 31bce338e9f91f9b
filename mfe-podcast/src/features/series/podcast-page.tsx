import { Radio, Skeleton } from '@arco-design/web-react';
import { EmptyState, ErrorState, paths, usePageTitle } from '@site/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getSeriesAudios } from '../../api/get-series-audios';
import { getSeriesList } from '../../api/get-series-list';
import { getTagAudios } from '../../api/get-tag-audios';
import { EpisodeList } from './episode-list';
import { SeriesCard } from './series-card';
import { useLoad } from './use-load';
import { useTagHash } from './use-tag-hash';
import '../podcast.css';

/**
 * /podcast: a series (the first, or ?series=id) with its episodes 15 a page; the URL hash is the
 * tag searched (spec 2), so tag searches are links and back/forward follow them.
 */
export function PodcastPage() {
  const [params, setParams] = useSearchParams();
  const [tag, setTag] = useTagHash();
  usePageTitle(tag ? `${paths.podcast.title} · ${tag}` : paths.podcast.title);

  const seriesList = useLoad('series', getSeriesList);
  const list = seriesList.status === 'done' ? seriesList.data : [];
  const wanted = Number(params.get('series'));
  const series = list.find((item) => item.id === wanted) ?? list[0] ?? null;
  const seriesId = series?.id ?? null;

  // The page number belongs to one series and tag: another search starts at its first page.
  const listKey = `${seriesId}|${tag}`;
  const [paging, setPaging] = useState({ key: listKey, page: 0 });
  const page = paging.key === listKey ? paging.page : 0;
  const episodes = useLoad(seriesId === null ? null : `${seriesId}|${tag}|${page}`, () =>
    tag ? getTagAudios(tag, seriesId ?? 0, page) : getSeriesAudios(seriesId ?? 0, page),
  );

  const changePage = (next: number) => {
    setPaging({ key: listKey, page: next });
    document.querySelector('.podcast-list')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  if (seriesList.status === 'error') {
    return (
      <div className="podcast-page">
        <ErrorState message={seriesList.message} onRetry={seriesList.retry} />
      </div>
    );
  }
  if (seriesList.status === 'done' && !series) {
    return (
      <div className="podcast-page">
        <EmptyState description="暂无播客" />
      </div>
    );
  }

  return (
    <div className="podcast-page">
      {list.length > 1 ? (
        <Radio.Group
          type="button"
          className="podcast-series-switch"
          aria-label="选择播客"
          value={seriesId ?? undefined}
          onChange={(id: number) => setParams({ series: String(id) })}
          options={list.map((item) => ({ value: item.id, label: item.title }))}
        />
      ) : null}
      <div className="podcast-layout">
        <aside className="podcast-aside">
          {series ? (
            <SeriesCard series={series} tag={tag} onTag={setTag} />
          ) : (
            <div className="podcast-series" aria-busy="true" aria-label="加载中">
              <Skeleton animation image={{ style: { width: '100%', height: 200 } }} text={{ rows: 4 }} />
            </div>
          )}
        </aside>
        <div className="podcast-main">
          <EpisodeList
            load={seriesId === null ? { status: 'loading', retry: seriesList.retry } : episodes}
            tag={tag}
            page={page}
            onPage={changePage}
            onTag={setTag}
          />
        </div>
      </div>
    </div>
  );
}
