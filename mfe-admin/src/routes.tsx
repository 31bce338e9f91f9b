import type { RemoteRoutesModule } from '@site/shared';
import { AdminHomePage } from './pages/admin-home-page';
import { AuditPage } from './pages/audit-page';
import { BulletinsPage } from './pages/bulletins-page';
import { CommentsPage } from './pages/comments-page';
import { ContentPage } from './pages/content-page';
import { FormsPage } from './pages/forms-page';
import { OrdersPage } from './pages/orders-page';
import { ReleasesPage } from './pages/releases-page';
import { ShotsModerationPage } from './pages/shots-moderation-page';
import { UsersPage } from './pages/users-page';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  adminHome: AdminHomePage,
  adminReleases: ReleasesPage,
  adminAudit: AuditPage,
  adminShots: ShotsModerationPage,
  adminUsers: UsersPage,
  adminOrders: OrdersPage,
  adminForms: FormsPage,
  adminBulletins: BulletinsPage,
  adminComments: CommentsPage,
  adminContent: ContentPage,
};
