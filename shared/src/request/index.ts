export * from './latest-call';
export { REFERENCE_CACHE_MS, useRequest, type RequestState, type UseRequestOptions } from './use-request';
