// The baseline: a bare Fastify route answering {} on the same machine, for comparison; and, given
// BARE_ANSWER_FILE, a POST route answering that file's bytes from memory (the most an answer of
// that size and make-up can reach here).
import fs from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({}));
app.get('/bare', async () => ({}));

const answerFile = process.env.BARE_ANSWER_FILE;
if (answerFile) {
  const answer = fs.readFileSync(answerFile);
  app.post('/bare/answer', (_request, reply) => {
    void reply.type('application/json; charset=utf-8').send(answer);
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3401) });
