import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../platform/server-root';
import type { Storage } from '../modules/storage/storage';
import { contentTypeOfKey } from '../modules/storage/storage';

/** Small generated media shipped with the project (see server/seed-assets/README.md). */
export const SEED_ASSETS_DIR = path.join(SERVER_ROOT, 'seed-assets');

interface Manifest {
  videos: Array<{ file: string; duration: number }>;
  audios: Array<{ file: string; duration: number }>;
}

export interface SeedMedia {
  videoKeys: string[];
  audioKeys: string[];
  /** Seconds, by storage key. */
  durations: Map<string, number>;
}

/** Copies the shipped videos and audio clips into storage under private/ (served only through signed URLs). */
export async function copySeedMedia(storage: Storage): Promise<SeedMedia> {
  const manifest = JSON.parse(await fsp.readFile(path.join(SEED_ASSETS_DIR, 'manifest.json'), 'utf8')) as Manifest;
  const durations = new Map<string, number>();
  const copy = async (folder: string, entries: Manifest['videos']) =>
    Promise.all(
      entries.map(async ({ file, duration }) => {
        const key = `private/seed/${folder}/${file}`;
        const source = path.join(SEED_ASSETS_DIR, file);
        const existing = await storage.stat(key);
        if (!existing || existing.size !== fs.statSync(source).size) {
          await storage.put(key, fs.createReadStream(source), contentTypeOfKey(key));
        }
        durations.set(key, duration);
        return key;
      }),
    );
  const videoKeys = await copy('video', manifest.videos);
  const audioKeys = await copy('audio', manifest.audios);
  return { videoKeys, audioKeys, durations };
}
