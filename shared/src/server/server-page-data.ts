import { ApiError, type PageData } from '@site/shared';
import type { PageDataAnswer, PageDataBlock } from '../contract';

// Only the server's render needs this (the shell's server build imports @site/shared/server): the browser's
// copy of the shared library, which the home page's script budget counts, does not carry it. ApiError comes
// from the shared library itself, the one class the render's requests reject with.

function errorBody(error: unknown): { code: number; message: string; fields?: Record<string, string> } {
  if (error instanceof ApiError) return { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  return { code: 0, message: '加载失败' };
}

/** The server's store for one page render: every key asked once, its answer (or error) kept for the page. */
export function createServerPageData(renderedAt = Date.now()): PageData & { block(path: string): PageDataBlock } {
  const answers = new Map<string, PageDataAnswer>();
  const pending = new Map<string, Promise<void>>();
  return {
    renderedAt,
    answer: (key) => answers.get(key),
    suspend(key, fetcher) {
      let waiting = pending.get(key);
      if (!waiting) {
        waiting = fetcher().then(
          (data) => void answers.set(key, { data }),
          (error: unknown) => void answers.set(key, { error: errorBody(error) }),
        );
        pending.set(key, waiting);
      }
      throw waiting;
    },
    block: (path) => ({ path, answers: Object.fromEntries(answers), renderedAt }),
  };
}
