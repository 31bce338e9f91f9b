// The baseline: a bare Fastify route answering {} on the same machine, for comparison.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({}));
app.get('/bare', async () => ({}));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3401) });
