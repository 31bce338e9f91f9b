import { createTestApp, type TestApp } from '../../../../test/helpers';
import { publishRemote } from '../publish';
import { actor, fakeBuild, makeRepo } from './fixtures';

let repo: ReturnType<typeof makeRepo>;
let t: TestApp;

beforeAll(async () => {
  repo = makeRepo();
  t = await createTestApp({ RELEASES_DIR: repo.releasesDir });
});
afterAll(async () => {
  await t.close();
  repo.cleanup();
});

const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

test('the active version of each remote is a labelled gauge that follows releases', async () => {
  const first = await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote: 'course', build: fakeBuild('v1'), actor });
  expect(await metrics()).toContain(`site_release_active{remote="course",version="${first.version}"} 1`);
  const second = await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote: 'course', build: fakeBuild('v2'), actor });
  const text = await metrics();
  expect(text).toContain(`site_release_active{remote="course",version="${second.version}"} 1`);
  // Only the version served now: the one before is gone from the scrape, not left at 1.
  expect(text).not.toContain(`version="${first.version}"`);
});

test('readiness waits for a readable registry', async () => {
  const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.json()).toMatchObject({ data: { status: 'ready', checks: { releases: true } } });
});
