import type { FastifyPluginAsync } from 'fastify';

/** The storage module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const storageModule: FastifyPluginAsync = async () => {};

export default storageModule;
