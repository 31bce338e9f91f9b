import type { FastifyPluginAsync } from 'fastify';

/** The comment module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const commentModule: FastifyPluginAsync = async () => {};

export default commentModule;
