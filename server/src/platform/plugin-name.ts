const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Names one of our plugins the way Fastify would (its function's name, or the name given), before it is
 * registered. Unnamed, Fastify first searches the whole module cache for the plugin: free in the bundle, but
 * about 40 ms a plugin under jest, whose cache is large (a tenth of a test app's start, profiled).
 */
export function named<P extends (...args: never[]) => unknown>(plugin: P, name: string = plugin.name): P {
  if (name && !Object.prototype.hasOwnProperty.call(plugin, DISPLAY_NAME)) {
    Object.defineProperty(plugin, DISPLAY_NAME, { value: name });
  }
  return plugin;
}
