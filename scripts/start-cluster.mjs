// `pnpm start:cluster`: the scale-out topology on one machine. PostgreSQL, Redis (Debian's packages,
// installed when missing), an S3 server (s3rver, from npm) for the object store, two API instances
// (INSTANCE_NAME api-1, api-2; each answer says which in X-Served-By) and nginx on :8080 rendered from
// deploy/nginx.conf, and Prometheus and Grafana when installed (scripts/cluster-monitoring.mjs; ports
// CLUSTER_PROMETHEUS_PORT, CLUSTER_GRAFANA_PORT). Data lives in .cluster-data/ (CLUSTER_DATA_DIR). Ctrl-C stops
// everything it started.
import { clusterOptions, ensureClusterPackages, log, startCluster } from './cluster-lib.mjs';
import { startMonitoring } from './cluster-monitoring.mjs';
import { ensurePnpm, installDependencies } from './lib.mjs';

const options = clusterOptions();
await ensurePnpm();
if (process.env.CLUSTER_SKIP_INSTALL !== '1') await installDependencies();
await ensureClusterPackages();
log(`Starting ${options.apiPorts.length} API instances behind nginx (data in ${options.dataDir})`);
const cluster = await startCluster(options);
log(`Ready: ${cluster.url} (instances ${cluster.instanceNames.join(', ')} on ports ${options.apiPorts.join(', ')}; logs in ${options.dataDir}/logs)`);
const monitoring = await startMonitoring({
  apiPorts: options.apiPorts,
  dataDir: options.dataDir,
  prometheusPort: Number(process.env.CLUSTER_PROMETHEUS_PORT ?? 9090),
  grafanaPort: Number(process.env.CLUSTER_GRAFANA_PORT ?? 3300),
});
if (monitoring.urls.prometheus) log(`Prometheus: ${monitoring.urls.prometheus} (alerts: ${monitoring.urls.prometheus}/alerts)`);
if (monitoring.urls.grafana) log(`Grafana: ${monitoring.urls.grafana} (admin / admin; dashboard 设计学堂 API)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  log('Stopping the cluster');
  await monitoring.stop();
  await cluster.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
// pnpm 12 runs a script in a process group of its own and does not pass Ctrl-C on: it exits and leaves
// this process to init. Being re-parented therefore means the user stopped `pnpm start:cluster`.
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart) void stop();
}, 500);
