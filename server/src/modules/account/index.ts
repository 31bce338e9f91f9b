import type { FastifyPluginAsync } from 'fastify';
import { schedulePurge } from '../../platform/housekeeping';
import { deleteExpiredSessions } from '../../platform/session';
import { API_PREFIX } from '../api-prefix';
import { purgeLoginGuard } from './login-guard';
import { accountAuthRoutes } from './routes/auth-routes';
import { accountMessageRoutes } from './routes/message-routes';
import { accountProfileRoutes } from './routes/profile-routes';
import { accountRecoveryRoutes } from './routes/recovery-routes';
import { accountSecurityRoutes } from './routes/security-routes';
import { accountSocialRoutes } from './routes/social-routes';
import { named } from '../../platform/plugin-name';

const accountModule: FastifyPluginAsync = async (app) => {
  for (const routes of [accountAuthRoutes, accountProfileRoutes, accountSocialRoutes, accountMessageRoutes, accountRecoveryRoutes, accountSecurityRoutes]) {
    await app.register(named(routes), { prefix: API_PREFIX });
  }
  schedulePurge(app, 'sessions', () => deleteExpiredSessions(app.ctx.db, app.ctx.clock.now()));
  schedulePurge(app, 'login-guard', () => purgeLoginGuard(app.ctx.db, app.ctx.clock.now()));
};

export default accountModule;
