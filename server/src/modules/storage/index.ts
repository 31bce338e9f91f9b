import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { createStorage } from './create-storage';
import { fileRoutes, uploadTokenRoutes } from './routes';
import type { Storage } from './storage';
import { named } from '../../platform/plugin-name';

declare module '../../platform/context' {
  interface AppContext {
    /** Object storage for uploads and media (set by the storage module, registered before course/shot). */
    storage: Storage;
  }
}

export { storageRootOf } from './create-storage';

const storageModule: FastifyPluginAsync = async (app) => {
  // app.ctx is one shared object, so setting it here reaches every module registered after this one.
  app.ctx.storage = await createStorage(app.ctx.config);
  await app.register(named(uploadTokenRoutes), { prefix: API_PREFIX });
  await app.register(named(fileRoutes));
};

export default storageModule;
