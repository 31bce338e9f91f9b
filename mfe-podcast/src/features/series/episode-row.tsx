import { IconPauseCircleFill, IconPlayCircleFill } from '@arco-design/web-react/icon';
import { formatDuration, RelativeTime, imageUrl, IMAGE_SIZES, LightButton, parseTags, readPosition } from '@site/shared';
import { Link } from 'react-router-dom';
import type { AudioListItem } from '../../api/types';
import { TagButton } from '../common/tag-button';

interface Props {
  audio: AudioListItem;
  online: number;
  playing: boolean;
  current: boolean;
  onPlay: () => void;
  activeTag: string;
  onTag: (tag: string) => void;
}

/** One episode: play/pause, cover, title (to its page), date, length mm:ss, plays, listeners, tags. */
export function EpisodeRow({ audio, online, playing, current, onPlay, activeTag, onTag }: Props) {
  // Where the listener left it: playing it again resumes there.
  const resumeAt = readPosition(audio.id);
  return (
    <li className={`podcast-episode${current ? ' is-current' : ''}`}>
      <LightButton
        shape="circle"
        type="text"
        className="podcast-episode-play"
        aria-label={`${playing ? '暂停' : '播放'}：${audio.title}`}
        icon={playing ? <IconPauseCircleFill /> : <IconPlayCircleFill />}
        onClick={onPlay}
      />
      {audio.preview ? <img className="podcast-episode-cover" src={imageUrl(audio.preview, IMAGE_SIZES.avatar)} alt="" loading="lazy" /> : null}
      <div className="podcast-episode-body">
        <Link className="podcast-episode-title" to={`/podcast/${audio.id}`}>
          {audio.title}
        </Link>
        {audio.description ? <p className="podcast-episode-description">{audio.description}</p> : null}
        <div className="podcast-episode-meta">
          <span><RelativeTime value={audio.createdAt} /></span>
          <span aria-label={`时长 ${formatDuration(audio.duration)}`}>{formatDuration(audio.duration)}</span>
          <span>{audio.playNum} 次播放</span>
          {!current && resumeAt > 0 ? <span className="podcast-resume">听到 {formatDuration(resumeAt)}</span> : null}
          {online > 0 ? <span className="podcast-online">{online} 人在听</span> : null}
          {parseTags(audio.tags).map((tag) => (
            <TagButton key={tag} tag={tag} active={tag === activeTag} onClick={() => onTag(tag === activeTag ? '' : tag)} />
          ))}
        </div>
      </div>
    </li>
  );
}
