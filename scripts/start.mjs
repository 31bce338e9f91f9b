// `npm start`: install, build, release every remote, seed an empty database, start the site on :3000.
import { buildServer, buildShell, ensurePnpm, installDependencies, log, mustRun, releaseAllRemotes, seed } from './lib.mjs';

const started = Date.now();
await ensurePnpm();
await installDependencies();
await buildShell();
await buildServer();
await releaseAllRemotes();
await seed();
log(`Ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of preparation; starting the server`);
// The server runs in production mode. Without SMTP_URL no mail is sent: the code of each mail is in
// the server log on this machine (or, with DEV_OUTBOX=1, at /dev/outbox for loopback clients).
// The demo sells through the sandbox, where the payer confirms their own payment; a real site sets
// PAYMENT_PROVIDER=wechat or alipay (production with none set sells nothing: "支付未开通").
const paymentProvider = process.env.PAYMENT_PROVIDER ?? 'sandbox';
if (paymentProvider === 'sandbox') log('Payments: the sandbox (demo only: buyers confirm their own payment, no money moves)');
await mustRun('pnpm', ['--filter', '@site/server', 'run', 'start'], {
  // Without SMTP_URL the demo's mail codes are read from the server log (MAIL_LOG_CODES; off by default in production).
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production', PAYMENT_PROVIDER: paymentProvider, MAIL_LOG_CODES: process.env.MAIL_LOG_CODES ?? '1' },
});
