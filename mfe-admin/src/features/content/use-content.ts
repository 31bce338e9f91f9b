import { useRequest } from '@site/shared';
import { getContent, type ContentKindName } from './api/content';

/** One kind's whole list, in display order. */
export const useContent = (kind: ContentKindName) => useRequest(`admin:content:${kind}`, (signal) => getContent(kind, signal), { keepPrevious: true });
