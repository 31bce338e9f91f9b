import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { commentRoutes } from './routes';
import { named } from '../../platform/plugin-name';

/** The comment module: comments, replies, likes and pins on courses, shots and audio. */
const commentModule: FastifyPluginAsync = async (app) => {
  await app.register(named(commentRoutes), { prefix: API_PREFIX });
};

export default commentModule;
