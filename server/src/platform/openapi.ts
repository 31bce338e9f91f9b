import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';

/**
 * OpenAPI document built from the zod schema of every route: GET /api-docs (browsable UI) and
 * GET /api-docs/json. Registered before the modules so it sees every route.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${config.SITE_NAME} API`, description: '所有 /api_v1 接口的应答都是 {data} 或 {error:{code,message}}。', version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs', staticCSP: false });
}

/**
 * Response schema of a route that answers a file (PNG, CSV...) instead of JSON: documents it as
 * binary under the route's `produces` type. Buffers and non-JSON strings are sent as they are.
 */
export const binaryAnswer = (description: string): z.ZodType<string | Buffer> =>
  // Widened so handlers may send a Buffer; the schema itself documents a binary string.
  z.string().meta({ format: 'binary', description }) as z.ZodType<string | Buffer>;
