import type { RouteOptions } from 'fastify';

/** Adds a hook to one route's own list (route-level hooks run after the instance's, in the order added). */
export function addRouteHook<K extends 'onRequest' | 'preValidation' | 'onSend' | 'onResponse'>(route: RouteOptions, name: K, hook: NonNullable<RouteOptions[K]>): void {
  const current = route[name];
  route[name] = (current === undefined ? [hook] : Array.isArray(current) ? [...current, hook] : [current, hook]) as RouteOptions[K];
}
