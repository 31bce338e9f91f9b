import type { RemoteName, RemoteRoutesModule, RemoteWidgetsModule } from '@site/shared';
import { pages } from '../routes';

/** What the dev host shows: the same modules the shell loads through './routes'. */
export const thisRemote: { name: RemoteName } & RemoteRoutesModule & RemoteWidgetsModule = {
  name: 'podcast',
  pages,
  widgets: {},
};
