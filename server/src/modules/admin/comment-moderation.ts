import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { CurrentUser } from '../../platform/session';
import { dismissReports, findAnyComment, openReportCount, softDeleteComment } from '../comment/reports';
import { recordAudit } from './audit';

export { pageReportedComments } from '../comment/reports';

const snapshot = (row: { type: string; targetId: number; userId: number; content: string }, deleted: boolean, openReports: number) => ({
  type: row.type,
  targetId: row.targetId,
  authorId: row.userId,
  content: row.content,
  deleted,
  openReports,
});

/** An admin deletes any comment (course, shot or audio); its open reports are closed with it. */
export async function adminDeleteComment(db: Db, admin: CurrentUser, input: { id: number; reason: string }, now: Date) {
  return db.transaction(async (tx) => {
    const row = await findAnyComment(tx, input.id);
    if (!row) throw notFound('评论不存在');
    const reports = await openReportCount(tx, row.id);
    if (!row.deletedAt) await softDeleteComment(tx, row.id, now);
    await dismissReports(tx, row.id, now);
    await recordAudit(tx, admin, {
      action: 'comment.delete',
      targetType: 'comment',
      targetId: row.id,
      reason: input.reason,
      before: snapshot(row, row.deletedAt !== null, reports),
      after: snapshot(row, true, 0),
    });
    return { id: row.id, deleted: true as const };
  });
}

/** An admin finds nothing wrong: the comment stays, its open reports are closed. */
export async function adminDismissReports(db: Db, admin: CurrentUser, input: { id: number; reason: string }, now: Date) {
  return db.transaction(async (tx) => {
    const row = await findAnyComment(tx, input.id);
    if (!row) throw notFound('评论不存在');
    const closed = await dismissReports(tx, row.id, now);
    if (closed === 0) throw notFound('这条评论没有待处理的举报');
    await recordAudit(tx, admin, {
      action: 'comment.dismiss',
      targetType: 'comment',
      targetId: row.id,
      reason: input.reason,
      before: snapshot(row, row.deletedAt !== null, closed),
      after: snapshot(row, row.deletedAt !== null, 0),
    });
    return { id: row.id, dismissed: closed };
  });
}
