import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { DrawnInBrowser } from '../remotes/server-modules';

/**
 * The whole page as one string, written once every part is ready (onAllReady): each Suspense boundary is
 * then written in place, complete, with no fallback and no inline script to swap it in (the page's CSP
 * runs no inline script). The signal stops a render past the server's budget.
 */
export function renderToString(element: ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    // React writes the page as many small byte chunks: kept as they come and decoded once at the end.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // A finished boundary larger than this is written apart and swapped in by an inline script: never.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A view left to the browser on purpose: its digest tells the browser it is no mismatch.
        if (error instanceof DrawnInBrowser) return error.digest;
        if (!signal?.aborted) console.error('server render error', error);
        return undefined;
      },
    });
    signal?.addEventListener('abort', () => {
      stream.abort();
      reject(new Error('server render aborted'));
    });
  });
}
