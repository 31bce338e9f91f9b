import type { RemoteWidgetsModule } from '@site/shared';
import { ShotsHomeSection } from './features/home/shots-home-section';

export const widgets: RemoteWidgetsModule['widgets'] = { shotsHomeSection: ShotsHomeSection };
