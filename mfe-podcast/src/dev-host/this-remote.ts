import type { DevRemote } from '@site/shared/dev-host';
import { PlayerBar } from '../player/player-bar';
import { pages } from '../routes';

/** What the dev host shows: the same modules the shell loads through './routes' and './player-bar'. */
export const thisRemote: DevRemote = {
  name: 'podcast',
  pages,
  widgets: {},
  PlayerBar,
};
