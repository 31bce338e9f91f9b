import fs from 'node:fs';
import path from 'node:path';
import { registry } from '../metrics';
import { REPO_ROOT } from '../server-root';

/**
 * deploy/grafana/site-api.json and deploy/prometheus/alerts.yml query the server's metrics by name: a renamed
 * metric or label leaves a panel empty and an alert silent, with no error anywhere. Every name and label they
 * use must be one the registry (platform/metrics.ts and prom-client's default metrics) defines.
 * promtool checks the PromQL itself (deploy/prometheus/alerts.yml's header).
 */

const DASHBOARD = path.join(REPO_ROOT, 'deploy', 'grafana', 'site-api.json');
const ALERTS = path.join(REPO_ROOT, 'deploy', 'prometheus', 'alerts.yml');

/** Labels Prometheus adds to every scraped series; `up` is its own per target. */
const TARGET_LABELS = ['instance', 'job'];
const PROMETHEUS_SERIES = new Map([['up', TARGET_LABELS]]);

/** Each series name the registry writes, with the labels it may carry. */
function knownSeries(): Map<string, string[]> {
  const known = new Map(PROMETHEUS_SERIES);
  for (const metric of registry.getMetricsAsArray()) {
    const labels = [...('labelNames' in metric && Array.isArray(metric.labelNames) ? (metric.labelNames as string[]) : []), ...TARGET_LABELS];
    // prom-client's types declare a numeric enum; its metrics carry the text name ('histogram'), as ours does.
    const type = String(metric.type);
    if (type === 'histogram') {
      known.set(`${metric.name}_bucket`, [...labels, 'le']);
      known.set(`${metric.name}_sum`, labels);
      known.set(`${metric.name}_count`, labels);
    } else if (type === 'summary') {
      known.set(metric.name, [...labels, 'quantile']);
      known.set(`${metric.name}_sum`, labels);
      known.set(`${metric.name}_count`, labels);
    } else {
      known.set(metric.name, labels);
    }
  }
  return known;
}

interface Dashboard {
  panels: Panel[];
  templating: { list: { type: string; query?: string | { query: string } }[] };
}
interface Panel {
  targets?: { expr?: string }[];
  panels?: Panel[];
}

/**
 * Every `expr` of the dashboard's panels (a row's nested panels included) and its query variables' queries, Grafana's
 * `label_values(metric, label)` read as the PromQL `group by (label) (metric)` it stands for.
 */
function dashboardQueries(): string[] {
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as Dashboard;
  const exprs = (panels: Panel[]): string[] => panels.flatMap((panel) => [...(panel.targets ?? []).flatMap(({ expr }) => (expr ? [expr] : [])), ...exprs(panel.panels ?? [])]);
  const variables = dashboard.templating.list
    .filter((variable) => variable.type === 'query')
    .map(({ query }) => (typeof query === 'string' ? query : (query?.query ?? '')))
    .map((query) => query.replace(/^label_values\((.+),\s*([A-Za-z_][A-Za-z0-9_]*)\)$/, 'group by ($2) ($1)'));
  return [...exprs(dashboard.panels), ...variables];
}

/** Every rule's `expr` in alerts.yml, one line (`expr: ...`) or a block (`expr: |` and its indented lines). */
function alertQueries(): string[] {
  const lines = fs.readFileSync(ALERTS, 'utf8').split('\n');
  const queries: string[] = [];
  lines.forEach((line, index) => {
    const match = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!match) return;
    if (match[2] !== '|') return void queries.push(match[2]);
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== '' && next.search(/\S/) <= match[1].length) break;
      block.push(next.trim());
    }
    queries.push(block.join(' '));
  });
  return queries;
}

const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);
const GROUPING = /\b(by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g;

interface Use {
  series: string;
  labels: string[];
}

/**
 * The series a PromQL expression selects, each with the labels its matchers name, and the labels its `by (...)` and
 * `on (...)` clauses group by. Grafana's variables ($instance, $__rate_interval) sit in strings and ranges, dropped here.
 */
function namesIn(expr: string): { uses: Use[]; grouping: string[] } {
  const grouping: string[] = [];
  // Label values (strings) name nothing, and could hold anything.
  let rest = expr.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(GROUPING, (_clause, _keyword: string, labels: string) => {
    grouping.push(...labels.split(',').map((label) => label.trim()).filter(Boolean));
    return ' ';
  });
  // Ranges ([5m], [$__rate_interval]) neither.
  rest = rest.replace(/\[[^\]]*\]/g, ' ');
  const uses: Use[] = [];
  const selector = /([A-Za-z_:][A-Za-z0-9_:]*)\s*(\{[^}]*\})?(\s*\()?/g;
  for (const [, name, matchers, call] of rest.matchAll(selector)) {
    if (call || KEYWORDS.has(name.toLowerCase())) continue;
    const labels = [...(matchers ?? '').matchAll(/([A-Za-z_][A-Za-z0-9_]*)\s*(?:=~|!~|!=|=)/g)].map(([, label]) => label);
    uses.push({ series: name, labels });
  }
  return { uses, grouping };
}

const known = knownSeries();

describe.each([
  ['deploy/grafana/site-api.json', dashboardQueries()],
  ['deploy/prometheus/alerts.yml', alertQueries()],
])('%s', (_file, queries) => {
  test('queries only series the server writes, with labels they carry', () => {
    const unknown: string[] = [];
    for (const query of queries) {
      const { uses, grouping } = namesIn(query);
      if (uses.length === 0) unknown.push(`no metric found in: ${query}`);
      for (const { series, labels } of uses) {
        const carried = known.get(series);
        if (!carried) unknown.push(`${series} (in: ${query})`);
        else for (const label of labels.filter((label) => !carried.includes(label))) unknown.push(`${series}{${label}} (in: ${query})`);
      }
      // A grouping label must be carried by a series of the expression, or the group is one empty value.
      const carriedHere = new Set(uses.flatMap(({ series }) => known.get(series) ?? []));
      for (const label of grouping.filter((label) => !carriedHere.has(label))) unknown.push(`by/on (${label}) (in: ${query})`);
    }
    expect(unknown).toEqual([]);
  });
});

test('both files were read whole: every panel and every alert rule', () => {
  // 27 panel queries and the instance variable; 6 rules (a change here means a panel or rule was added or lost).
  expect(dashboardQueries().length).toBeGreaterThanOrEqual(28);
  expect(alertQueries()).toHaveLength(6);
});

test('every site_ metric the server writes has a panel on the dashboard', () => {
  const dashboard = dashboardQueries().join('\n');
  const site = registry.getMetricsAsArray().map(({ name }) => name).filter((name) => name.startsWith('site_'));
  expect(site.length).toBeGreaterThan(10);
  expect(site.filter((name) => !new RegExp(`\\b${name}(_bucket|_sum|_count)?\\b`).test(dashboard))).toEqual([]);
});

test('the expression reader finds names, matcher labels and grouping labels', () => {
  expect(
    namesIn('histogram_quantile(0.99, sum by (le, route) (rate(site_http_request_duration_seconds_bucket{route=~"/api_v1/.+", instance=~"$instance"}[$__rate_interval]))) > 0.25 and on (route) up == 0'),
  ).toEqual({
    uses: [
      { series: 'site_http_request_duration_seconds_bucket', labels: ['route', 'instance'] },
      { series: 'up', labels: [] },
    ],
    grouping: ['le', 'route', 'route'],
  });
});
