import { forgetLastEpisode, formatDuration, readResumable, type PlayerEpisode } from '@site/shared';
import { useCallback, useEffect, useState } from 'react';

export interface ResumeOffer {
  episode: PlayerEpisode;
  position: number;
}

/**
 * After a reload, the episode the bar was playing and where, until the bar plays again (then the bar
 * is the one to show) or the offer is dismissed.
 */
export function useResumeOffer(active: boolean): { offer: ResumeOffer | null; dismiss: () => void } {
  const [offer, setOffer] = useState<ResumeOffer | null>(null);
  // Read after mount: the server's HTML knows nothing of this browser's storage.
  useEffect(() => setOffer(active ? null : readResumable()), [active]);
  const dismiss = useCallback(() => {
    forgetLastEpisode();
    setOffer(null);
  }, []);
  return { offer: active ? null : offer, dismiss };
}

/**
 * The offer in one line ("继续收听 第 5 期 · 00:10"). Plain buttons and a few lines of CSS: the podcast
 * remote (and Arco) load only once it is pressed.
 */
export function PodcastResume({ offer, onResume, onDismiss }: { offer: ResumeOffer; onResume: () => void; onDismiss: () => void }) {
  return (
    <div className="site-player-resume" role="region" aria-label="继续收听">
      <button type="button" className="site-player-resume-go" onClick={onResume}>
        <span aria-hidden="true" className="site-player-resume-icon">
          ▶
        </span>
        <span className="site-player-resume-text">
          继续收听 <span className="site-player-resume-title">{offer.episode.title}</span> · {formatDuration(offer.position)}
        </span>
      </button>
      <button type="button" className="site-player-resume-close" aria-label="不再提示继续收听" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
