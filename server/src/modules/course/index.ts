import type { FastifyPluginAsync } from 'fastify';

/** The course module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const courseModule: FastifyPluginAsync = async () => {};

export default courseModule;
