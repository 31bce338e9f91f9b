import { IconLeft } from '@arco-design/web-react/icon';
// Only Arco's 404 picture (an SVG, no Arco runtime), so a missing episode looks as Arco's Result drew it.
import {
  CommentSection,
  ErrorCode,
  formatDuration,
  imageUrl,
  IMAGE_SIZES,
  isApiError,
  LightAvatar,
  LightButton,
  PAGE_SIZE,
  parseShareTime,
  parseTags,
  paths,
  readPosition,
  RelativeTime,
  ResultPanel,
  SafeHtml,
  usePageTitle,
  userAtom,
  useRequest,
} from '@site/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { getAudioDetail } from '../../api/get-audio-detail';
import { getSeriesAudios } from '../../api/get-series-audios';
import { toPlayerEpisode } from '../../episode';
import { podcastOnlineAtom } from '../../player/online-atom';
import { useOnlineHeartbeat } from '../../player/use-online-heartbeat';
import { LightSkeleton, NotFoundResult } from '@site/shared/page-kit';
import { TagButtonLink } from '../common/tag-link';
import { usePlayEpisode } from '../common/use-play-episode';
import { AudioActions } from './audio-actions';
import '../podcast.css';

const NOT_FOUND = '音频不存在或已被删除';
/** Previous/next from an episode page walk its series (series are short; the API allows 100 a page). */
const SERIES_QUEUE_SIZE = 100;

/** While the comment code loads: the card's outline (heading, the editor's box, comments), not an empty white box. */
const COMMENTS_SKELETON = (
  <div className="podcast-comments-skeleton" role="status" aria-busy="true" aria-label="评论加载中">
    <h3>评论</h3>
    <LightSkeleton rows={2} widths={['100%', '60%']} />
    <LightSkeleton image={{ shape: 'circle', style: { width: 40, height: 40 } }} rows={2} />
  </div>
);

/** /podcast/{audioId}: the episode, play (from a share link's time too), like, rich text, comments. */
export function PodcastDetailPage() {
  const { audioId } = useParams();
  const id = Number(audioId);
  const location = useLocation();
  const user = useAtomValue(userAtom);
  const validId = Number.isInteger(id) && id > 0;
  // hasLiked depends on who is logged in: the user is part of the key.
  const detail = useRequest(validId ? `audio/detail?id=${id}&user=${user?.id ?? 0}` : null, (signal) => getAudioDetail(id, signal));
  const audio = detail.data?.id === id ? detail.data : undefined;
  // Previous/next from here walk the episode's series.
  const series = useRequest(audio ? `audio/series/audio/list?series=${audio.audioSeriesId}&all` : null, (signal) =>
    getSeriesAudios(audio?.audioSeriesId ?? 0, 0, SERIES_QUEUE_SIZE, signal),
  );
  const queue = useMemo(() => series.data?.rows.map(toPlayerEpisode) ?? null, [series.data]);
  const [startAt, setStartAt] = useState<number | null>(() => parseShareTime(location.hash));
  const { play, isPlaying, isCurrent } = usePlayEpisode();
  const read = useOnlineHeartbeat(audio ? id : null, false);
  // While the bar plays this episode its count is the one to show (the same as the bar's).
  const heard = useAtomValue(podcastOnlineAtom);
  const online = heard?.audioId === id ? heard.count : read;
  usePageTitle(audio ? audio.title : paths.podcastDetail.title);

  useEffect(() => setStartAt(parseShareTime(location.hash)), [location.hash]);

  const notFound = !validId || isApiError(detail.error, ErrorCode.AudioNotFound);
  if (!audio && (notFound || detail.error)) {
    return (
      <div className="podcast-detail">
        {notFound ? (
          <NotFoundResult subTitle={NOT_FOUND} extra={<Link to="/podcast">返回播客</Link>} />
        ) : (
          <ResultPanel
            status="error"
            subTitle="出错了，请稍后刷新"
            extra={
              <LightButton type="primary" onClick={detail.reload}>
                重试
              </LightButton>
            }
          />
        )}
      </div>
    );
  }
  if (!audio) {
    return (
      <div className="podcast-detail" role="status" aria-busy="true" aria-label="加载中">
        <LightSkeleton image={{ style: { width: 160, height: 160 } }} rows={6} />
      </div>
    );
  }
  const episode = toPlayerEpisode(audio);
  const playing = isPlaying(audio.id);
  // Not while the bar has it: there the bar shows where it is.
  const resumeAt = isCurrent(audio.id) ? 0 : readPosition(audio.id);
  const onPlay = () => {
    const list = queue?.some((item) => item.id === audio.id) ? queue : undefined;
    if (startAt !== null && !playing) {
      play(episode, list, startAt);
      setStartAt(null);
    } else {
      play(episode, list);
    }
  };
  const tags = parseTags(audio.tags);

  return (
    <div className="podcast-detail">
      <Link to="/podcast" className="podcast-back">
        <IconLeft /> 返回播客
      </Link>
      <header className="podcast-detail-head">
        {audio.preview ? <img className="podcast-detail-cover" src={imageUrl(audio.preview, IMAGE_SIZES.courseCover)} alt={`${audio.title} 封面`} fetchPriority="high" /> : null}
        <div className="podcast-detail-info">
          <h1>{audio.title}</h1>
          {audio.description ? <p className="podcast-detail-description">{audio.description}</p> : null}
          {audio.teacherInfo.length ? (
            <div className="podcast-teachers" aria-label="主播">
              {audio.teacherInfo.map((teacher) => (
                <Link key={teacher.id} to={`/teacher/${encodeURIComponent(teacher.username)}`} className="podcast-teacher">
                  <LightAvatar size={28}>
                    {teacher.avatar ? <img src={imageUrl(teacher.avatar, IMAGE_SIZES.avatar)} alt="" /> : (teacher.nickname || teacher.username).slice(0, 1)}
                  </LightAvatar>
                  <span>{teacher.nickname || teacher.username}</span>
                </Link>
              ))}
            </div>
          ) : null}
          <div className="podcast-detail-meta">
            <span><RelativeTime value={audio.createdAt} /></span>
            <span>时长 {formatDuration(audio.duration)}</span>
            <span>{audio.playNum} 次播放</span>
            {(online ?? audio.onlineCount) > 0 ? <span className="podcast-online">{online ?? audio.onlineCount} 人在听</span> : null}
          </div>
          {tags.length ? (
            <div className="podcast-tags">
              {tags.map((tag) => (
                <TagButtonLink key={tag} tag={tag} />
              ))}
            </div>
          ) : null}
          <AudioActions key={`${audio.id}:${user?.id ?? 0}`} audio={audio} playing={playing} startAt={startAt} resumeAt={resumeAt} onPlay={onPlay} />
        </div>
      </header>
      <SafeHtml html={audio.content} className="podcast-content" />
      <section className="podcast-comments">
        <CommentSection type="audio" targetId={audio.id} pageSize={PAGE_SIZE.comments} closed={!audio.enableComment} fallback={COMMENTS_SKELETON} />
      </section>
    </div>
  );
}
