import type { FastifyPluginAsync } from 'fastify';

/** The payment module: routes under API_PREFIX (and any non-API routes it serves), its service and data access. */
const paymentModule: FastifyPluginAsync = async () => {};

export default paymentModule;
