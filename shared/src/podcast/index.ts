export * from './types';
// The player's reducer is the atoms' own (./atoms); only its types are everyone's.
export type * from './player-rules';
export * from './atoms';
export * from './share-time';
export * from './playback-memory';
export * from './other-sources';
