import { PagePlaceholder, paths, type RemoteRoutesModule } from '@site/shared';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  podcast: () => <PagePlaceholder title={paths.podcast.title} />,
  podcastDetail: () => <PagePlaceholder title={paths.podcastDetail.title} />,
};
