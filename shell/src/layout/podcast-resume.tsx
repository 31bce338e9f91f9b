import { getStored } from '@site/shared';
import { lazy, useEffect, useState } from 'react';

/**
 * After a reload, whether the bar had an episode (the podcast remote keeps it until the bar is closed):
 * then the resume control is worth fetching. Read after mount: the server's HTML knows nothing of this
 * browser's storage.
 */
export function useResumeWanted(active: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(!active && getStored('podcastLastEpisode') !== undefined), [active]);
  return wanted && !active;
}

/** The control comes in its own small chunk, fetched only when there may be something to offer: `/` carries none of it. */
export const PodcastResume = lazy(() => import('./podcast-resume-control').then((module) => ({ default: module.PodcastResumeControl })));
