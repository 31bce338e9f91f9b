// Prometheus and Grafana beside `pnpm start:cluster`, when installed (Debian's `prometheus` package; Grafana from
// its own apt repository, as `grafana-server`). Neither is installed by this script: each is skipped with a line
// saying how to get it. Prometheus scrapes the instances over loopback (no token needed) with
// deploy/prometheus's rules; Grafana gets the data source and deploy/grafana's dashboard provisioned.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { log, repoRoot } from './lib.mjs';

const which = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null;

/** deploy/prometheus/prometheus.yml with these instances as targets, scraped over loopback (no token file). */
export function renderPrometheusConf({ apiPorts, dir }) {
  const template = fs.readFileSync(path.join(repoRoot, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8');
  const targets = apiPorts.map((port) => `          - 127.0.0.1:${port}`).join('\n');
  const conf = template
    .replace(/\n {4}authorization:\n(?: {6}[^\n]+\n)+/, '\n')
    .replace(/( {6}- targets:\n)(?: {10}- [^\n]+\n)+/, `$1${targets}\n`)
    .replace(/^ {2}- alerts\.yml$/m, `  - ${path.join(repoRoot, 'deploy', 'prometheus', 'alerts.yml')}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(file, conf);
  return file;
}

/** Grafana's provisioning: the data source at this Prometheus, and the dashboard folder. */
function writeGrafanaProvisioning(dir, prometheusPort) {
  const provisioning = path.join(dir, 'provisioning');
  fs.mkdirSync(path.join(provisioning, 'datasources'), { recursive: true });
  fs.mkdirSync(path.join(provisioning, 'dashboards'), { recursive: true });
  const datasource = fs
    .readFileSync(path.join(repoRoot, 'deploy', 'grafana', 'provisioning', 'datasources', 'prometheus.yml'), 'utf8')
    .replace('http://prometheus:9090', `http://127.0.0.1:${prometheusPort}`);
  fs.writeFileSync(path.join(provisioning, 'datasources', 'prometheus.yml'), datasource);
  const dashboards = fs
    .readFileSync(path.join(repoRoot, 'deploy', 'grafana', 'provisioning', 'dashboards', 'site.yml'), 'utf8')
    .replace('/var/lib/grafana/dashboards', path.join(repoRoot, 'deploy', 'grafana'));
  fs.writeFileSync(path.join(provisioning, 'dashboards', 'site.yml'), dashboards);
  return provisioning;
}

/** Starts what is installed (logs in the cluster's logs folder); answers their URLs and a `stop()`. */
export async function startMonitoring({ apiPorts, dataDir, prometheusPort = 9090, grafanaPort = 3000 }) {
  const started = [];
  const logs = path.join(dataDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const spawnLogged = (name, command, args) => {
    const out = fs.openSync(path.join(logs, `${name}.log`), 'a');
    const proc = spawn(command, args, { stdio: ['ignore', out, out] });
    fs.closeSync(out);
    started.push(proc);
    return proc;
  };
  const urls = {};
  const prometheus = which('prometheus');
  if (!prometheus) {
    log('Prometheus not installed: skipped (apt-get install -y prometheus, then start the cluster again)');
  } else {
    const dir = path.join(dataDir, 'prometheus');
    const conf = renderPrometheusConf({ apiPorts, dir });
    spawnLogged('prometheus', prometheus, [
      `--config.file=${conf}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
    ]);
    urls.prometheus = `http://127.0.0.1:${prometheusPort}`;
  }
  const grafana = which('grafana-server') ?? which('grafana');
  if (!grafana) {
    log("Grafana not installed: skipped (it is not in Debian's archive: add Grafana's apt repository, apt-get install -y grafana)");
  } else if (!urls.prometheus) {
    log('Grafana skipped: it needs Prometheus');
  } else {
    const dir = path.join(dataDir, 'grafana');
    const provisioning = writeGrafanaProvisioning(dir, prometheusPort);
    const homepath = ['/usr/share/grafana', '/usr/local/share/grafana'].find((home) => fs.existsSync(home)) ?? '/usr/share/grafana';
    const args = [
      ...(path.basename(grafana) === 'grafana' ? ['server'] : []),
      `--homepath=${homepath}`,
      `cfg:paths.data=${path.join(dir, 'data')}`,
      `cfg:paths.logs=${path.join(dir, 'logs')}`,
      `cfg:paths.provisioning=${provisioning}`,
      `cfg:server.http_addr=127.0.0.1`,
      `cfg:server.http_port=${grafanaPort}`,
    ];
    spawnLogged('grafana', grafana, args);
    urls.grafana = `http://127.0.0.1:${grafanaPort}`;
  }
  return {
    urls,
    async stop() {
      for (const proc of started) {
        if (proc.exitCode === null && proc.signalCode === null) {
          proc.kill('SIGTERM');
          await new Promise((resolve) => proc.once('exit', resolve));
        }
      }
    },
  };
}
