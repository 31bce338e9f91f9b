import type { RemoteRoutesModule } from '@site/shared';
import { ShotDetailPage } from './features/detail/shot-detail-page';
import { ShotEditorPage } from './features/editor/shot-editor-page';
import { ShotsPage } from './features/list/shots-page';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  shots: ShotsPage,
  shotDetail: ShotDetailPage,
  shotCreate: ShotEditorPage,
  shotEdit: ShotEditorPage,
};
