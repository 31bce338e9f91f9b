import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Banner, Bulletin, FriendLink, NavGroup, ToolGroup } from '@site/shared/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { banners, bulletins, friendLinks, navigationGroups, navigationLinks, toolGroups, tools } from './tables';

export async function listBanners(db: DbOrTx, groupType: string): Promise<Banner[]> {
  const rows = await db
    .select({ id: banners.id, name: banners.name, url: banners.url, openMethod: banners.openMethod, preview: banners.preview })
    .from(banners)
    .where(and(eq(banners.groupType, groupType), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((row) => ({ ...row, openMethod: row.openMethod === 'self' ? 'self' : 'blank' }));
}

/** A banner's stored click total; null when the banner does not exist. */
export async function findBannerHits(db: DbOrTx, id: number): Promise<{ id: number; hitNum: number } | null> {
  const [row] = await db.select({ id: banners.id, hitNum: banners.hitNum }).from(banners).where(eq(banners.id, id)).limit(1);
  return row ?? null;
}

/** Adds counted clicks in one transaction (the batch of platform/hit-counter.ts). */
export async function addBannerHits(db: Db, counts: Map<number, number>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [id, hits] of counts) {
      await tx.update(banners).set({ hitNum: sql`${banners.hitNum} + ${hits}` }).where(eq(banners.id, id));
    }
  });
}

/** Groups with their links in order; two queries whatever the number of groups. */
export async function listNavigation(db: DbOrTx): Promise<NavGroup[]> {
  const groups = await db.select().from(navigationGroups).orderBy(asc(navigationGroups.sort), asc(navigationGroups.id));
  const links = await db.select().from(navigationLinks).orderBy(asc(navigationLinks.sort), asc(navigationLinks.id));
  return groups.map((group) => ({
    name: group.name,
    categories: links.filter((link) => link.groupId === group.id).map((link) => ({ name: link.name, url: link.url })),
  }));
}

export async function listFriendLinks(db: DbOrTx, type: string): Promise<FriendLink[]> {
  return db
    .select({ name: friendLinks.name, url: friendLinks.url })
    .from(friendLinks)
    .where(eq(friendLinks.type, type))
    .orderBy(asc(friendLinks.sort), asc(friendLinks.id));
}

export async function latestBulletin(db: DbOrTx): Promise<Bulletin | null> {
  const [row] = await db
    .select({ id: bulletins.id, description: bulletins.description })
    .from(bulletins)
    .where(eq(bulletins.published, true))
    .orderBy(desc(bulletins.createdAt), desc(bulletins.id))
    .limit(1);
  return row ?? null;
}

export async function listTools(db: DbOrTx): Promise<ToolGroup[]> {
  const groups = await db.select().from(toolGroups).orderBy(asc(toolGroups.sort), asc(toolGroups.id));
  const rows = await db.select().from(tools).orderBy(asc(tools.sort), asc(tools.id));
  return groups
    .map((group) => ({
      name: group.name,
      toolInfo: rows.filter((tool) => tool.groupId === group.id).map((tool) => ({ name: tool.name, url: tool.url, preview: tool.preview })),
    }))
    .filter((group) => group.toolInfo.length > 0);
}
