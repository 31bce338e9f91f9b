import type { users } from '../modules/account/tables';
import type { Storage } from '../modules/storage/storage';
import type { Config } from '../platform/config';
import type { DbOrTx } from '../platform/db';

export type UserRow = typeof users.$inferSelect;

export type SeedImageKind = 'cover' | 'avatar' | 'banner' | 'shot' | 'icon';

/**
 * What every seeder receives. The orchestrator (seed/index.ts) runs, in order:
 * users -> media -> common -> seedCourses (seed/course.ts) -> seedShots (seed/shots.ts) -> audio ->
 * seedForms (seed/forms.ts) -> notifications of every type not yet created.
 */
export interface SeedContext {
  /** The seed's transaction: everything commits together or not at all. */
  db: DbOrTx;
  storage: Storage;
  config: Config;
  /** Seeded PRNG in [0, 1): the same seed gives the same demo data on every run. */
  rng: () => number;
  users: {
    admin: UserRow;
    teachers: UserRow[];
    /** Member who may post shots (canPostShot). */
    poster: UserRow;
    /** Member who may not post shots. */
    member: UserRow;
    /** Further members (with 18-character ID numbers for the health form). */
    members: UserRow[];
  };
  media: {
    /** Storage keys (under private/) of small browser-playable H.264/AAC MP4 videos. */
    videoKeys: string[];
    /** Storage keys (under private/) of small audio clips. */
    audioKeys: string[];
    /** Length in seconds of a video or audio key above (lessons and episodes store it). */
    durationOf(key: string): number;
    /** Generates a PNG/JPEG with sharp, stores it, and answers its URL ('/files/<key>'). */
    image(kind: SeedImageKind, seed: number, label?: string): Promise<string>;
  };
}
