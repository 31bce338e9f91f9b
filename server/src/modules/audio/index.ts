import type { FastifyPluginAsync } from 'fastify';

/** The audio module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const audioModule: FastifyPluginAsync = async () => {};

export default audioModule;
