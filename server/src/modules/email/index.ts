import type { FastifyPluginAsync } from 'fastify';
import { schedulePurge } from '../../platform/housekeeping';
import { API_PREFIX } from '../api-prefix';
import { deleteOldCodes } from './codes';
import { outboxRoutes } from './outbox-routes';
import { emailRoutes } from './routes';
import { named } from '../../platform/plugin-name';

/** Email verification codes (send, verify, check) and, when DEV_OUTBOX is set, the development outbox. */
const emailModule: FastifyPluginAsync = async (app) => {
  await app.register(named(emailRoutes), { prefix: API_PREFIX });
  if (app.ctx.config.DEV_OUTBOX) await app.register(named(outboxRoutes));
  schedulePurge(app, 'email-codes', () => deleteOldCodes(app.ctx.db, app.ctx.clock.now()));
};

export default emailModule;
