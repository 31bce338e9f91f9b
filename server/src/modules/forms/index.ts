import type { FastifyPluginAsync } from 'fastify';

/** The forms module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const formsModule: FastifyPluginAsync = async () => {};

export default formsModule;
