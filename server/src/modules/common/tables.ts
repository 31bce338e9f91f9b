import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Carousel banners; `groupType` is one of BANNER_GROUPS (banner/list?type). */
export const banners = pgTable(
  'banners',
  {
    id: serial().primaryKey(),
    groupType: varchar({ length: 40 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    url: text().notNull().default(''),
    /** 'self' opens in the same tab, 'blank' in a new one (spec 2). */
    openMethod: varchar({ length: 10 }).notNull().default('self'),
    preview: text().notNull().default(''),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    /** Clicks counted by banner/hit/banner. */
    hitNum: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_group_idx').on(t.groupType, t.sort)],
);

/** Footer link groups (navigation/list): {name, categories[{name,url}]}. */
export const navigationGroups = pgTable('navigation_groups', {
  id: serial().primaryKey(),
  name: varchar({ length: 40 }).notNull(),
  sort: integer().notNull().default(0),
});

export const navigationLinks = pgTable(
  'navigation_links',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => navigationGroups.id, { onDelete: 'cascade' }),
    name: varchar({ length: 40 }).notNull(),
    url: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('navigation_links_group_idx').on(t.groupId, t.sort)],
);

/** Footer friend links (navigation/friend/link/list?type=link). */
export const friendLinks = pgTable(
  'friend_links',
  {
    id: serial().primaryKey(),
    type: varchar({ length: 20 }).notNull().default('link'),
    name: varchar({ length: 40 }).notNull(),
    url: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('friend_links_type_idx').on(t.type, t.sort)],
);

/** Notice-bar bulletins; bulletin/message answers the latest published one. */
export const bulletins = pgTable(
  'bulletins',
  {
    id: serial().primaryKey(),
    description: text().notNull(),
    published: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulletins_created_idx').on(t.published, t.createdAt)],
);

/** The /tool page: groups of outbound tool cards (tool/list). */
export const toolGroups = pgTable('tool_groups', {
  id: serial().primaryKey(),
  name: varchar({ length: 40 }).notNull(),
  sort: integer().notNull().default(0),
});

export const tools = pgTable(
  'tools',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => toolGroups.id, { onDelete: 'cascade' }),
    name: varchar({ length: 60 }).notNull(),
    url: text().notNull(),
    preview: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index('tools_group_idx').on(t.groupId, t.sort)],
);

/**
 * Marks that the demo data was loaded (one row per seed name), so the start command and
 * `pnpm seed` never load it twice.
 */
export const seedRuns = pgTable('seed_runs', {
  name: varchar({ length: 40 }).primaryKey(),
  completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Row counts per table right after seeding (shown by the CLI). */
  counts: jsonb().$type<Record<string, number>>().notNull().default({}),
});
