export * from './dev-host';
export type { DevRemote } from './dev-host-routes';
