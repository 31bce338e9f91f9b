import { EmptyState, ErrorState, isApiError, LightButton, PAGE_SIZE, useMediaMatch, type RequestState } from '@site/shared';
import { LightPagination, LightSkeleton } from '@site/shared/page-kit';
import { useAtomValue } from 'jotai';
import type { AudioListItem, AudioPage } from '../../api/types';
import { toPlayerEpisode } from '../../episode';
import { podcastOnlineAtom } from '../../player/online-atom';
import { usePlayEpisode } from '../common/use-play-episode';
import { EpisodeRow } from './episode-row';
import { useOnlineCounts } from './use-online-counts';

interface Props {
  /** The page of episodes; while the series itself loads it has no key yet and shows the skeleton too. */
  load: RequestState<AudioPage>;
  tag: string;
  page: number;
  onPage: (page: number) => void;
  onTag: (tag: string) => void;
}

const NO_ROWS: AudioListItem[] = [];

/** The episodes of a series or of a tag search, 15 a page (spec 9), with its loading, empty and error states. */
export function EpisodeList({ load, tag, page, onPage, onTag }: Props) {
  const data = load.data;
  const rows = data?.rows ?? NO_ROWS;
  const counts = useOnlineCounts(rows.map((row) => row.id));
  // Below 992 px the pager shows its short form. Not known on the server: both are drawn then (podcast.css).
  const narrow = useMediaMatch('(max-width: 991px)');
  // The bar's episode shows the bar's own count (refreshed with its heartbeat), so the two agree.
  const heard = useAtomValue(podcastOnlineAtom);
  const { play, isPlaying, isCurrent } = usePlayEpisode();
  const queue = rows.map(toPlayerEpisode);

  const heading = (
    <div className="podcast-list-head">
      <h2>{tag ? `标签「${tag}」的节目` : '全部节目'}</h2>
      {data ? <span className="podcast-list-count">{data.count} 期</span> : null}
      {tag ? (
        <LightButton size="small" type="text" onClick={() => onTag('')}>
          查看全部节目
        </LightButton>
      ) : null}
    </div>
  );

  let body;
  if ((!data && !load.error) || (load.loading && rows.length === 0)) {
    body = (
      <div role="status" aria-busy="true" aria-label="加载中" className="podcast-list-skeleton">
        {Array.from({ length: 6 }, (_, index) => (
          <LightSkeleton key={index} image={{ shape: 'square', style: { width: 56, height: 56 } }} rows={2} />
        ))}
      </div>
    );
  } else if (!data) {
    body = <ErrorState message={isApiError(load.error) ? load.error.message : '加载失败'} onRetry={load.reload} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState description={tag ? `没有带「${tag}」标签的节目` : '暂无节目'}>
        {tag ? <LightButton onClick={() => onTag('')}>查看全部节目</LightButton> : null}
      </EmptyState>
    );
  } else {
    body = (
      <>
        {load.error ? <ErrorState message={isApiError(load.error) ? load.error.message : '加载失败'} onRetry={load.reload} /> : null}
        {/* Turning pages keeps the old page, dimmed, until the new one arrives. */}
        <ol className="podcast-episodes" aria-busy={load.loading} style={load.loading ? { opacity: 0.5 } : undefined}>
          {rows.map((audio, index) => (
            <EpisodeRow
              key={audio.id}
              audio={audio}
              online={heard?.audioId === audio.id ? heard.count : (counts[String(audio.id)] ?? audio.onlineCount)}
              playing={isPlaying(audio.id)}
              current={isCurrent(audio.id)}
              onPlay={() => play(queue[index], queue)}
              activeTag={tag}
              onTag={onTag}
            />
          ))}
        </ol>
        {data.count > PAGE_SIZE.podcast
          ? [false, true]
              .filter((short) => narrow === undefined || narrow === short)
              .map((short) => (
                <LightPagination
                  key={short ? 'short' : 'long'}
                  className={`podcast-pagination ${short ? 'is-narrow' : 'is-wide'}`}
                  current={page + 1}
                  pageSize={PAGE_SIZE.podcast}
                  total={data.count}
                  onChange={(next) => onPage(next - 1)}
                  simple={short}
                />
              ))
          : null}
      </>
    );
  }

  // Said once the tag's episodes are here, so a listener who cannot see the list hears what the tag found.
  const found = tag && data && !load.loading ? `标签「${tag}」：共 ${data.count} 期` : '';
  return (
    <section className="podcast-list" aria-label="节目列表">
      <p className="site-visually-hidden" role="status">
        {found}
      </p>
      {heading}
      {body}
    </section>
  );
}
