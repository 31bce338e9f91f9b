import type { DevRemote } from '@site/shared/dev-host';
import { pages } from '../routes';

/** What the dev host shows: the same modules the shell loads through './routes'. */
export const thisRemote: DevRemote = {
  name: 'admin',
  pages,
  widgets: {},
};
