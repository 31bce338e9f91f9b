import type { FastifyPluginAsync } from 'fastify';

/** The release module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const releaseModule: FastifyPluginAsync = async () => {};

export default releaseModule;
