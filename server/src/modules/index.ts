import type { FastifyPluginAsync } from 'fastify';
import accountModule from './account';
import audioModule from './audio';
import commentModule from './comment';
import commonModule from './common';
import courseModule from './course';
import emailModule from './email';
import formsModule from './forms';
import paymentModule from './payment';
import releaseModule from './release';
import shotModule from './shot';
import ssoModule from './sso';
import storageModule from './storage';

export interface AppModule {
  name: string;
  plugin: FastifyPluginAsync;
}

export { API_PREFIX } from './api-prefix';

/**
 * Every domain module, registered at the root in this order. Each owns its folder (routes with
 * schemas, service with the rules, data access) and registers its API routes under API_PREFIX.
 * release goes last: it serves the shell and its SPA fallback.
 */
export const modules: AppModule[] = [
  { name: 'account', plugin: accountModule },
  { name: 'email', plugin: emailModule },
  { name: 'storage', plugin: storageModule },
  { name: 'common', plugin: commonModule },
  { name: 'course', plugin: courseModule },
  { name: 'payment', plugin: paymentModule },
  { name: 'comment', plugin: commentModule },
  { name: 'shot', plugin: shotModule },
  { name: 'audio', plugin: audioModule },
  { name: 'forms', plugin: formsModule },
  { name: 'sso', plugin: ssoModule },
  { name: 'release', plugin: releaseModule },
];
