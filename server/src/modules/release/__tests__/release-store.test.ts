import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileReleaseStore } from '../release-store';
import { registryPath } from '../registry-store';
import type { RemoteReleases } from '../registry-types';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const entry = (active: string): RemoteReleases => ({ active, versions: [{ version: active, releasedAt: '2026-11-30T00:00:00.000Z', sourceHash: active }], history: [] });

describe('the file store’s registry', () => {
  it('is read again only when registry.json changed, and a change from another process is seen at once', async () => {
    const store = fileReleaseStore(dir);
    expect(await store.read()).toEqual({ remotes: {} });

    await store.update((registry) => {
      registry.remotes.course = entry('v1');
    });
    const first = await store.read();
    expect(first.remotes.course?.active).toBe('v1');
    // Nothing changed: the same answer, not the file opened and parsed again.
    expect(await store.read()).toBe(first);

    // A release made by the CLI (another process, another store) replaces the file: the next read has it.
    await fileReleaseStore(dir).update((registry) => {
      registry.remotes.course = entry('v2');
    });
    expect((await store.read()).remotes.course?.active).toBe('v2');

    // Written in place with the same size (a hand edit), it is still noticed.
    const text = fs.readFileSync(registryPath(dir), 'utf8');
    fs.writeFileSync(registryPath(dir), text.replace('"v2"', '"v3"').replace('"v2"', '"v3"'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(registryPath(dir), later, later);
    expect((await store.read()).remotes.course?.active).toBe('v3');

    fs.rmSync(registryPath(dir));
    expect(await store.read()).toEqual({ remotes: {} });
  });
});
