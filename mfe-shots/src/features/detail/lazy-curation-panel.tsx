import { LightSpin, type Shot, type User } from '@site/shared';
import { lazy, Suspense } from 'react';

// The panel is built on Arco (switch, popconfirm, the course dialog's table) and only teachers, admins and the
// shot's owner see it: its code, and Arco's, load when it first shows, so a visitor's shot page never fetches them.
const CurationPanel = lazy(() => import('./curation-panel').then((module) => ({ default: module.CurationPanel })));

/** The panel's frame and title while its code loads, so the column does not start empty and then jump. */
function PanelLoading() {
  return (
    <div className="arco-card arco-card-size-default arco-card-bordered" style={{ marginBottom: 16 }}>
      <div className="arco-card-header">
        <div className="arco-card-header-title">作品管理</div>
      </div>
      <div className="arco-card-body">
        <LightSpin block={16} />
      </div>
    </div>
  );
}

/** Side panel for teachers, admins and the owner (spec 2, 6); the caller shows it only to them. */
export function LazyCurationPanel({ shot, user }: { shot: Shot; user: User }) {
  return (
    <Suspense fallback={<PanelLoading />}>
      <CurationPanel shot={shot} user={user} />
    </Suspense>
  );
}
