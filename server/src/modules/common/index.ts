import type { FastifyPluginAsync } from 'fastify';

/** The common module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const commonModule: FastifyPluginAsync = async () => {};

export default commonModule;
