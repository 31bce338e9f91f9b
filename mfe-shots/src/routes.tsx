import { PagePlaceholder, paths, type RemoteRoutesModule } from '@site/shared';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  shots: () => <PagePlaceholder title={paths.shots.title} />,
  shotDetail: () => <PagePlaceholder title={paths.shotDetail.title} />,
  shotCreate: () => <PagePlaceholder title={paths.shotCreate.title} />,
  shotEdit: () => <PagePlaceholder title={paths.shotEdit.title} />,
};
