export * from './types';
export * from './player-rules';
export * from './atoms';
export * from './share-time';
export * from './playback-memory';
export * from './other-sources';
