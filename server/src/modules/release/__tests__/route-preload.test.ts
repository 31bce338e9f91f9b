import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createManifestReader, routeStartTags } from '../route-preload';
import { withHeadTags } from '../shell-html';
import type { PublicRegistry } from '../public-registry';

let releasesDir: string;
const registry: PublicRegistry = {
  remotes: [
    { name: 'course', version: 'v1', entry: '/mf/course/v1/mf-manifest.json', fallbacks: [] },
    { name: 'shots', version: 'v2', entry: '/mf/shots/v2/mf-manifest.json', fallbacks: [] },
  ],
};

function writeManifest(remote: string, version: string, exposes: object[]) {
  const dir = path.join(releasesDir, remote, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes }));
}

beforeAll(() => {
  releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preload-'));
  writeManifest('course', 'v1', [
    { name: 'routes', assets: { js: { sync: ['static/js/1.js', 'static/js/routes.js'] }, css: { sync: ['static/css/routes.css'] } } },
    { name: 'widgets', assets: { js: { sync: ['static/js/widgets.js'] }, css: { sync: [] } } },
  ]);
  writeManifest('shots', 'v2', [{ name: 'widgets', assets: { js: { sync: ['static/js/w.js'] } } }]);
});
afterAll(() => fs.rmSync(releasesDir, { recursive: true, force: true }));

test("a remote page carries the registry, preloads its remote's styles and hands its loader the manifest, entry and scripts", async () => {
  const tags = await routeStartTags('/course/12', registry, createManifestReader(releasesDir));
  expect(tags).toContain(`<script id="mf-registry" type="application/json">${JSON.stringify(registry)}</script>`);
  expect(tags).toContain('<link rel="preload" href="/mf/course/v1/static/css/routes.css" as="style">');
  // The code is asked for by the page's loader once the page has painted, not by the HTML.
  expect(tags).not.toContain('as="script"');
  expect(tags).not.toContain('as="fetch"');
  const code = /<script id="route-code" type="application\/json">(.*?)<\/script>/.exec(tags)?.[1];
  expect(JSON.parse(code ?? 'null')).toEqual([
    { href: '/mf/course/v1/mf-manifest.json', as: 'fetch' },
    { href: '/mf/course/v1/remoteEntry.js', as: 'script' },
    { href: '/mf/course/v1/static/js/1.js', as: 'script' },
    { href: '/mf/course/v1/static/js/routes.js', as: 'script' },
  ]);
  expect(tags).not.toContain('widgets.js');
});

test('the home page preloads both home widgets; a shell page or an unreleased remote preloads nothing', async () => {
  const read = createManifestReader(releasesDir);
  const home = await routeStartTags('/', registry, read);
  expect(home).toContain('/mf/course/v1/static/js/widgets.js');
  expect(home).toContain('/mf/shots/v2/static/js/w.js');
  expect(home).not.toContain('routes.js');
  for (const pathname of ['/logout', '/podcast', '/no/such/page']) {
    const tags = await routeStartTags(pathname, registry, read);
    expect(tags.includes('<link') || tags.includes('route-code')).toBe(false);
  }
});

test('a missing manifest gives no hints and the registry cannot close its element', async () => {
  const odd: PublicRegistry = { remotes: [{ name: 'course', version: 'gone', entry: '/mf/course/gone/</script>.json', fallbacks: [] }] };
  const tags = await routeStartTags('/course', odd, createManifestReader(releasesDir));
  expect(tags).not.toContain('<link');
  expect(tags).not.toContain('route-code');
  expect(tags.match(/<\/script>/g)).toHaveLength(1);
  expect(withHeadTags('<html><head></head><body></body></html>', tags)).toBe(`<html><head>${tags}</head><body></body></html>`);
});
