import type { FastifyPluginAsync } from 'fastify';

/** The shot module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const shotModule: FastifyPluginAsync = async () => {};

export default shotModule;
