import { PagePlaceholder, paths, type RemoteRoutesModule } from '@site/shared';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  promise: () => <PagePlaceholder title={paths.promise.title} />,
  healthSign: () => <PagePlaceholder title={paths.healthSign.title} />,
};
