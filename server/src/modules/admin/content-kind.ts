import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db';
import { BusinessError, badInput, notFound } from '../../platform/errors';
import { idInput } from '../../platform/ids';
import type { CurrentUser } from '../../platform/session';
import { recordAudit } from './audit';
import { type CacheTag, invalidateReads } from '../../platform/invalidation';

type SortedRow = { id: number; sort: number };

/** The write store of the owning module (platform/db/sorted-rows.ts). */
interface RowStore<Row extends SortedRow, Insert, Update> {
  find(db: DbOrTx, id: number): Promise<Row | undefined>;
  list(db: DbOrTx): Promise<Row[]>;
  ids(db: DbOrTx, where?: SQL): Promise<number[]>;
  create(db: DbOrTx, values: Insert): Promise<Row>;
  update(db: DbOrTx, id: number, values: Update): Promise<Row | undefined>;
  remove(db: DbOrTx, id: number): Promise<Row | undefined>;
  reorder(db: DbOrTx, ids: readonly number[], scope?: SQL): Promise<void>;
}

export interface KindSpec<Row extends SortedRow, Insert, Update, F extends z.ZodRawShape> {
  label: string;
  store: RowStore<Row, Insert, Update>;
  /** Editable fields with their validation (Chinese messages); create takes them all, update any of them. */
  fields: F;
  /** What the admin list shows of a row (besides id and sort). */
  view: z.ZodRawShape;
  /** Rows are ordered within one list: the same banner group, the same tool group... */
  scope?: (row: Row) => { key: string; where: SQL };
  /** The group a row belongs to (`groupId`) must exist. */
  parent?: { store: { find(db: DbOrTx, id: number): Promise<unknown> }; label: string };
  /** Rows under a group: a group is deleted only when empty. */
  children?: (db: DbOrTx, id: number) => Promise<number>;
  /** Other records that lose their link to a deleted row (kept in the audit log). */
  linked?: (db: DbOrTx, id: number) => Promise<number>;
  /** Cached public answers this kind shows in (platform/invalidation.ts); dropped after every write. */
  readTags: readonly CacheTag[];
}

export type ContentView = Record<string, unknown> & SortedRow;
type UpdateInput = { id: number; reason: string } & Record<string, unknown>;
const reason = z.string().trim().max(200, '原因最多 200 个字').default('');
const conflict = (message: string) => new BusinessError(409, message, 409);

/**
 * One kind of site content edited in the backend: its request schemas and its five operations,
 * each in one transaction with its audit row (before/after). The kind's generic types stay in here.
 */
export function defineKind<Row extends SortedRow, Insert, Update, F extends z.ZodRawShape>(name: string, spec: KindSpec<Row, Insert, Update, F>) {
  const fields = z.object(spec.fields);
  const createBody = fields.extend({ reason }).strict();
  // Defaults apply to new rows only: an update changes just the fields it names.
  const optionalFields: Record<string, z.ZodOptional<z.ZodType>> = {};
  for (const [key, field] of Object.entries(spec.fields)) optionalFields[key] = ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional();
  const updateFields = z.object(optionalFields);
  // The fields' index signature hides `id` and `reason` from the inferred type; both are in the shape.
  const updateBody = updateFields
    .extend({ id: idInput, reason })
    .strict()
    .refine((body) => Object.keys(spec.fields).some((key) => (body as Record<string, unknown>)[key] !== undefined), { message: '没有要修改的内容' }) as unknown as z.ZodType<UpdateInput>;
  const viewSchema = z.object({ ...spec.view, id: z.number().int(), sort: z.number().int() });
  const toView = (row: Row): ContentView => row;
  const content = (row: Row) => Object.fromEntries(Object.keys(spec.fields).map((key) => [key, (row as Record<string, unknown>)[key]]));
  const pick = (body: Record<string, unknown>) => Object.fromEntries(Object.keys(spec.fields).filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));

  const checkParent = async (db: DbOrTx, values: Record<string, unknown>) => {
    const parentId = values.groupId;
    if (spec.parent && typeof parentId === 'number' && !(await spec.parent.store.find(db, parentId))) {
      throw badInput(`${spec.parent.label}不存在`, { groupId: `${spec.parent.label}不存在` });
    }
  };
  const requireRow = async (db: DbOrTx, id: number) => {
    const row = await spec.store.find(db, id);
    if (!row) throw notFound(`${spec.label}不存在`);
    return row;
  };
  const audit = (db: DbOrTx, admin: CurrentUser, action: string, targetId: string | number, why: string, before: unknown, after: unknown) =>
    recordAudit(db, admin, { action: `content.${action}`, targetType: name, targetId, reason: why, before, after });

  return {
    name,
    label: spec.label,
    createBody,
    updateBody,
    viewSchema,
    async list(db: DbOrTx): Promise<ContentView[]> {
      return (await spec.store.list(db)).map(toView);
    },
    /** Bodies arrive validated by `createBody` / `updateBody` of the same kind. */
    async create(db: Db, admin: CurrentUser, body: { reason: string } & Record<string, unknown>): Promise<ContentView> {
      const result = await db.transaction(async (tx) => {
        const values = pick(body);
        await checkParent(tx, values);
        // New rows go last in their list.
        const probe = { ...values, id: 0, sort: 0 } as Row;
        const sort = (await spec.store.ids(tx, spec.scope?.(probe).where)).length;
        // The body was validated against `fields`, which mirror the table's columns.
        const row = await spec.store.create(tx, { ...values, sort } as Insert);
        await audit(tx, admin, 'create', row.id, body.reason, null, content(row));
        return toView(row);
      });
      invalidateReads(...spec.readTags);
      return result;
    },
    async update(db: Db, admin: CurrentUser, body: UpdateInput): Promise<ContentView> {
      const result = await db.transaction(async (tx) => {
        const before = await requireRow(tx, body.id);
        const values = pick(body);
        await checkParent(tx, values);
        const moved = spec.scope && spec.scope(before).key !== spec.scope({ ...before, ...values }).key;
        const sort = moved && spec.scope ? (await spec.store.ids(tx, spec.scope({ ...before, ...values }).where)).length : before.sort;
        const row = (await spec.store.update(tx, before.id, { ...values, sort } as Update)) ?? before;
        await audit(tx, admin, 'update', row.id, body.reason, content(before), content(row));
        return toView(row);
      });
      invalidateReads(...spec.readTags);
      return result;
    },
    async remove(db: Db, admin: CurrentUser, body: { id: number; reason: string }): Promise<{ id: number }> {
      const result = await db.transaction(async (tx) => {
        const before = await requireRow(tx, body.id);
        const children = (await spec.children?.(tx, before.id)) ?? 0;
        if (children > 0) throw conflict(`该分组下还有 ${children} 个条目，请先删除或移到其他分组`);
        const linked = (await spec.linked?.(tx, before.id)) ?? 0;
        await spec.store.remove(tx, before.id);
        await audit(tx, admin, 'delete', before.id, body.reason, spec.linked ? { ...content(before), linkedCourses: linked } : content(before), null);
        return { id: before.id };
      });
      invalidateReads(...spec.readTags);
      return result;
    },
    /** `ids` is the whole list in its new order (one banner group, one tool group...), nothing more or less. */
    async reorder(db: Db, admin: CurrentUser, body: { ids: number[]; reason: string }): Promise<ContentView[]> {
      const result = await db.transaction(async (tx) => {
        const first = await requireRow(tx, body.ids[0] ?? 0);
        const scope = spec.scope?.(first);
        const current = await spec.store.ids(tx, scope?.where);
        const same = current.length === body.ids.length && [...current].sort((a, b) => a - b).join() === [...body.ids].sort((a, b) => a - b).join();
        if (!same) throw conflict('排序列表与现有条目不一致，请刷新后重试');
        await spec.store.reorder(tx, body.ids, scope?.where);
        await audit(tx, admin, 'reorder', scope?.key ?? 'all', body.reason, { order: current }, { order: body.ids });
        return (await spec.store.list(tx)).map(toView);
      });
      invalidateReads(...spec.readTags);
      return result;
    },
  };
}

export type ContentKind = ReturnType<typeof defineKind>;
