import type { RemoteName, RemoteRoutesModule, RemoteWidgetsModule } from '@site/shared';
import { pages } from '../routes';
import { widgets } from '../widgets';

/** What the dev host shows: the same modules the shell loads through './routes' and './widgets'. */
export const thisRemote: { name: RemoteName } & RemoteRoutesModule & RemoteWidgetsModule = {
  name: 'course',
  pages,
  widgets,
};
