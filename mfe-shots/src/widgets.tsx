import type { RemoteWidgetsModule } from '@site/shared';

function ShotsHomeSection() {
  return <section aria-label="推荐作品">推荐作品</section>;
}

export const widgets: RemoteWidgetsModule['widgets'] = { shotsHomeSection: ShotsHomeSection };
