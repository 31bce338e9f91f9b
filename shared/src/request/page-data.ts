import { createContext, useContext } from 'react';
import { ApiError } from '../api/api-error';
import { EMBEDDED_ANSWER_MAX_AGE_MS, PAGE_DATA_ID, type PageDataAnswer, type PageDataBlock } from '../contract';

/**
 * The answers a server-rendered page was drawn with (issue 41), by useRequest key: the server fills them
 * while it renders (a request not answered yet suspends the render until it is), embeds them once in the
 * page, and the browser's first render reads the same answers, so hydration draws the same tree and no
 * request is made twice.
 */
export interface PageData {
  /** The answer for a key, when this page has it; undefined otherwise. */
  answer(key: string): PageDataAnswer | undefined;
  /**
   * Server only: asks for a key not answered yet and suspends the render until it is (a thrown promise,
   * as React's Suspense expects). The browser has no such thing: it asks in an effect as usual.
   */
  suspend?: (key: string, fetcher: () => Promise<unknown>) => never;
  /** When the server drew the page: relative times count from it until the browser has taken the page over. */
  renderedAt?: number;
}

export const PageDataContext = createContext<PageData | null>(null);

export function usePageData(): PageData | null {
  return useContext(PageDataContext);
}

/** What an answer hands back: its data, or the same ApiError the request would have rejected with. */
export function answerValue(answer: PageDataAnswer): { data: unknown; error: unknown } {
  return 'error' in answer && answer.error ? { data: undefined, error: new ApiError(answer.error) } : { data: answer.data, error: null };
}

/**
 * The browser's store: the page's embedded block, for the page it was made for and only while the page
 * starts (a later visit to the same page asks the server again).
 */
export function readEmbeddedPageData(doc: Document = document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  let block: PageDataBlock;
  try {
    block = JSON.parse(element.textContent) as PageDataBlock;
  } catch {
    return null;
  }
  if (typeof block.path !== 'string' || !block.answers || typeof block.answers !== 'object') return null;
  const answers = block.answers;
  return {
    ...(typeof block.renderedAt === 'number' ? { renderedAt: block.renderedAt } : {}),
    answer(key) {
      if (performance.now() > EMBEDDED_ANSWER_MAX_AGE_MS || window.location.pathname !== block.path) return undefined;
      return Object.hasOwn(answers, key) ? answers[key] : undefined;
    },
  };
}
