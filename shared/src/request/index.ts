export { REFERENCE_CACHE_MS, useRequest, type RequestState, type UseRequestOptions } from './use-request';
export { PageDataContext, answerValue, readEmbeddedPageData, usePageData, type PageData } from './page-data';
