import type { DevRemote } from '@site/shared/dev-host';
import { pages } from '../routes';
import { widgets } from '../widgets';

/** What the dev host shows: the same modules the shell loads through './routes' and './widgets'. */
export const thisRemote: DevRemote = {
  name: 'course',
  pages,
  widgets,
};
