import { imageUrl, IMAGE_SIZES, type PlayerEpisode } from '@site/shared';
import { Link } from 'react-router-dom';

/** Cover, title (a link to the episode) and who is listening, or why it cannot play. */
export function PlayerInfo({ episode, online, failed }: { episode: PlayerEpisode; online: number | null; failed: boolean }) {
  return (
    <div className="podcast-bar-info">
      {episode.preview ? <img className="podcast-bar-cover" src={imageUrl(episode.preview, IMAGE_SIZES.avatar)} alt="" /> : null}
      <div className="podcast-bar-text">
        <Link className="podcast-bar-title" to={`/podcast/${episode.id}`} title={episode.title}>
          {episode.title}
        </Link>
        <span className="podcast-bar-sub" role={failed ? 'alert' : undefined}>
          {failed ? '音频加载失败，请稍后重试' : online !== null && online > 0 ? `${online} 人正在收听` : '正在收听'}
        </span>
      </div>
    </div>
  );
}
