import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A table of admin-edited rows shown in a chosen order: a serial `id` and an integer `sort`. */
export type SortedTable = PgTable & { id: AnyPgColumn; sort: AnyPgColumn };

/**
 * Create, update, delete and reorder for one such table. The owning module wraps these in its own
 * write functions; `onWrite` runs after every change (the place for a public-read cache to drop its copy).
 */
export function sortedRows<T extends SortedTable>(table: T, options: { onWrite?: () => void } = {}) {
  type Row = T['$inferSelect'];
  const written = () => options.onWrite?.();
  return {
    async find(db: DbOrTx, id: number): Promise<Row | undefined> {
      const rows = (await db.select().from(table as PgTable).where(eq(table.id, id)).limit(1)) as Row[];
      return rows[0];
    },
    async list(db: DbOrTx, where?: SQL): Promise<Row[]> {
      return (await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(asc(table.sort), asc(table.id))) as Row[];
    },
    /** New rows go last in their list. */
    async create(db: DbOrTx, values: PgInsertValue<T>): Promise<Row> {
      const rows = (await db.insert(table).values(values).returning()) as Row[];
      const row = rows[0];
      if (!row) throw new Error('row not created');
      written();
      return row;
    },
    async update(db: DbOrTx, id: number, values: PgUpdateSetSource<T>): Promise<Row | undefined> {
      const rows = (await db.update(table).set(values).where(eq(table.id, id)).returning()) as Row[];
      written();
      return rows[0];
    },
    async remove(db: DbOrTx, id: number): Promise<Row | undefined> {
      const rows = (await db.delete(table).where(eq(table.id, id)).returning()) as Row[];
      written();
      return rows[0];
    },
    /** Writes `sort` = position for each id, in one transaction of the caller. */
    async reorder(db: DbOrTx, ids: readonly number[], scope?: SQL): Promise<void> {
      for (const [position, id] of ids.entries()) {
        await db
          .update(table)
          .set({ sort: position } as PgUpdateSetSource<T>)
          .where(and(eq(table.id, id), scope));
      }
      written();
    },
    /** The ids of a list, in their current order. */
    async ids(db: DbOrTx, where?: SQL): Promise<number[]> {
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(where)
        .orderBy(asc(table.sort), asc(table.id));
      return rows.map((row) => Number(row.id));
    },
    inIds: (ids: number[]) => inArray(table.id, ids),
  };
}
