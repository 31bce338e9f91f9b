import type { FastifyPluginAsync } from 'fastify';

/** The email module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const emailModule: FastifyPluginAsync = async () => {};

export default emailModule;
