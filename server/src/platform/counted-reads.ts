import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The read counts whoever asks (a shot's detail counts a view): a page kept whole for visitors, which answers
     * later visitors without asking its calls again, still asks this one for each visitor it is sent to.
     */
    countsViewer?: true;
  }
}

/** The calls a kept page asks again for each viewer: whether a call (method and path, with its query) counts its viewer. */
export type CountedReads = (call: { method: string; url: string }) => boolean;

/** Collects the routes that say `countsViewer` (register before any route: a route added earlier is not seen). */
export function registerCountedReads(app: FastifyInstance): CountedReads {
  const counted = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.config?.countsViewer) return;
    for (const method of [route.method].flat()) counted.add(`${method} ${route.url}`);
  });
  return ({ method, url }) => counted.size > 0 && counted.has(`${method.toUpperCase()} ${url.split('?')[0]}`);
}
