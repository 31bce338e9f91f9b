import type { NoticeBody, NoticeType } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { notices, users } from './tables';
import { eq } from 'drizzle-orm';

export interface NewNotice {
  /** Who receives it (the owner of the liked/commented thing). */
  userId: number;
  fromUserId: number;
  noticeType: NoticeType;
  body: Omit<NoticeBody, 'fromUser'>;
}

/**
 * Records a notification for the owner of a shot/course/audio/comment. Every like, collection,
 * comment and reply calls this (in the same transaction). Nobody is notified of their own action.
 * Answers the member notified (null: nobody); once the transaction commits, the caller passes them
 * to `invalidateUserReads(ids, 'messages')` so their message list shows it at once.
 */
export async function createNotice(db: DbOrTx, notice: NewNotice): Promise<number | null> {
  if (notice.userId === notice.fromUserId) return null;
  const [from] = await db
    .select({ nickname: users.nickname, username: users.username })
    .from(users)
    .where(eq(users.id, notice.fromUserId))
    .limit(1);
  if (!from) return null;
  await db.insert(notices).values({
    userId: notice.userId,
    fromUserId: notice.fromUserId,
    noticeType: notice.noticeType,
    body: { ...notice.body, fromUser: from },
  });
  return notice.userId;
}
