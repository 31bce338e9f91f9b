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
// The front end is a production build; the server keeps its default mode so the development mail
// outbox (/dev/outbox) works without SMTP. Set NODE_ENV=production and SMTP_URL for a real deployment.
await mustRun('pnpm', ['--filter', '@site/server', 'run', 'start']);
