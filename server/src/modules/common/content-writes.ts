import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { sortedRows } from '../../platform/db/sorted-rows';
import { banners, bulletins, friendLinks, navigationGroups, navigationLinks, toolGroups, tools } from './tables';

/**
 * The write side of the site content this module serves (banner/list, tool/list, navigation/list,
 * navigation/friend/link/list). The admin backend changes these tables only through these stores.
 */
export const bannerStore = sortedRows(banners);
export const toolGroupStore = sortedRows(toolGroups);
export const toolStore = sortedRows(tools);
export const navigationGroupStore = sortedRows(navigationGroups);
export const navigationLinkStore = sortedRows(navigationLinks);
export const friendLinkStore = sortedRows(friendLinks);

type BulletinRow = typeof bulletins.$inferSelect;

/** Bulletins (the notice bar): newest published first, so they are not a sorted list. */
export const bulletinStore = {
  async find(db: DbOrTx, id: number, forUpdate = false): Promise<BulletinRow | undefined> {
    const query = db.select().from(bulletins).where(eq(bulletins.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },
  async create(db: DbOrTx, values: { description: string; published: boolean }): Promise<BulletinRow> {
    const [row] = await db.insert(bulletins).values(values).returning();
    if (!row) throw new Error('bulletin not created');
    return row;
  },
  async update(db: DbOrTx, id: number, values: { description: string; published: boolean }): Promise<BulletinRow | undefined> {
    const [row] = await db.update(bulletins).set(values).where(eq(bulletins.id, id)).returning();
    return row;
  },
  async remove(db: DbOrTx, id: number): Promise<BulletinRow | undefined> {
    const [row] = await db.delete(bulletins).where(eq(bulletins.id, id)).returning();
    return row;
  },
};
