import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { LocalDiskStorage } from './local-disk-storage';
import { fileRoutes, uploadTokenRoutes } from './routes';
import type { Storage } from './storage';

declare module '../../platform/context' {
  interface AppContext {
    /** Object storage for uploads and media (set by the storage module, registered before course/shot). */
    storage: Storage;
  }
}

/** Where the embedded default keeps stored files. */
export const storageRootOf = (dataDir: string) => path.join(dataDir, 'storage');

const storageModule: FastifyPluginAsync = async (app) => {
  // app.ctx is one shared object, so setting it here reaches every module registered after this one.
  app.ctx.storage = new LocalDiskStorage(storageRootOf(app.ctx.config.DATA_DIR));
  await app.register(uploadTokenRoutes, { prefix: API_PREFIX });
  await app.register(fileRoutes);
};

export default storageModule;
