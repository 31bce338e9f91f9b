import Fastify, { type FastifyPluginAsync } from 'fastify';
import { named } from '../plugin-name';

/** A plugin made by a factory is anonymous: Fastify would name it by its source's first line. */
const reporting = (seen: string[]): FastifyPluginAsync => async (app) => {
  seen.push(app.pluginName);
};

test('a named plugin carries its name in Fastify (plugin name, errors), a factory’s one too', async () => {
  const seen: string[] = [];
  async function catalogueRoutes(app: Parameters<FastifyPluginAsync>[0]) {
    seen.push(app.pluginName);
  }
  const app = Fastify();
  await app.register(named(catalogueRoutes));
  await app.register(named(reporting(seen), 'alipayRoutes'));
  await app.ready();
  expect(seen).toEqual(['catalogueRoutes', 'alipayRoutes']);
  await app.close();
});

test('naming the same plugin again (a second app) keeps its first name', () => {
  const plugin = reporting([]);
  expect(named(named(plugin, 'first'), 'second')).toBe(plugin);
  expect((plugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')]).toBe('first');
});
