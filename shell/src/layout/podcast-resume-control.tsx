import { formatDuration, getStored, readPosition, removeStored, type PlayerEpisode } from '@site/shared';
import { useState } from 'react';

/** The last episode and where it was left, when there is somewhere to go on from (not finished, not closed). */
function readOffer(): { episode: PlayerEpisode; position: number } | null {
  const stored = getStored('podcastLastEpisode');
  if (!stored || typeof stored !== 'object' || !Number.isInteger(stored.id) || typeof stored.title !== 'string') return null;
  const position = readPosition(stored.id);
  if (position <= 0) return null;
  const episode: PlayerEpisode = {
    id: stored.id,
    title: stored.title,
    preview: typeof stored.preview === 'string' ? stored.preview : '',
    duration: typeof stored.duration === 'number' ? stored.duration : 0,
  };
  return { episode, position };
}

/**
 * The offer in one line ("继续收听 第 5 期 · 00:10"); nothing when there is nothing to go on from. Plain
 * buttons and a few lines of CSS: the podcast remote (and Arco) load only once it is pressed.
 */
export function PodcastResumeControl({ onResume }: { onResume: (episode: PlayerEpisode) => void }) {
  const [offer, setOffer] = useState(readOffer);
  if (!offer) return null;
  return (
    <div className="site-player-resume" role="region" aria-label="继续收听">
      {/* No start time: the bar goes on from the remembered position, which is what this says. */}
      <button type="button" className="site-player-resume-go" onClick={() => onResume(offer.episode)}>
        <span aria-hidden="true" className="site-player-resume-icon">
          ▶
        </span>
        <span className="site-player-resume-text">
          继续收听 <span className="site-player-resume-title">{offer.episode.title}</span> · {formatDuration(offer.position)}
        </span>
      </button>
      <button
        type="button"
        className="site-player-resume-close"
        aria-label="不再提示继续收听"
        onClick={() => {
          removeStored('podcastLastEpisode');
          setOffer(null);
        }}
      >
        ×
      </button>
    </div>
  );
}
