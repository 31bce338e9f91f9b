import type { RemoteRoutesModule } from '@site/shared';
import { PodcastDetailPage } from './features/detail/podcast-detail-page';
import { PodcastPage } from './features/series/podcast-page';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  podcast: PodcastPage,
  podcastDetail: PodcastDetailPage,
};
