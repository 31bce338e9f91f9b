// Exposed as './player-bar' (RemotePlayerBarModule): the shell mounts it once, after something was played.
export { PlayerBar } from './player/player-bar';
