import { count, eq, sql } from 'drizzle-orm';
import { NOTICE_TYPES, type NoticeBody, type NoticeType } from '@site/shared/contract';
import { notices } from '../modules/account/tables';
import { audioTeachers, audios } from '../modules/audio/tables';
import { commentLikes, comments } from '../modules/comment/tables';
import { courseCollections, courseTeachers, courses } from '../modules/course/tables';
import { shotCollections, shotLikes, shots } from '../modules/shot/tables';
import type { SeedContext, UserRow } from './context';
import { pick } from './rng';
import { COMMENT_LINES, REPLY_LINES } from './texts';

type Kind = 'course' | 'shot' | 'audio';

/** How many messages the demo member should have (a page of the message tab, some unread). */
const MEMBER_NOTICES = 10;

interface Target {
  kind: Kind;
  id: number;
  title: string;
  ownerId: number;
}

const infoKey = { course: 'courseInfo', shot: 'shotInfo', audio: 'audioInfo' } as const;

/** Finds one course (the demo teacher's if any), one shot (the poster's if any) and one episode to point notices at. */
async function findTargets(ctx: SeedContext): Promise<Partial<Record<Kind, Target>>> {
  const { db, users } = ctx;
  const teacher = users.teachers[0];
  const targets: Partial<Record<Kind, Target>> = {};
  const [course] = await db
    .select({ id: courses.id, title: courses.title, ownerId: courseTeachers.teacherId })
    .from(courses)
    .innerJoin(courseTeachers, eq(courseTeachers.courseId, courses.id))
    .orderBy(sql`${courseTeachers.teacherId} = ${teacher.id} desc`, courses.id)
    .limit(1);
  if (course) targets.course = { kind: 'course', ...course };
  const [shot] = await db
    .select({ id: shots.id, title: shots.title, ownerId: shots.userId })
    .from(shots)
    .orderBy(sql`${shots.userId} = ${users.poster.id} desc`, shots.id)
    .limit(1);
  if (shot) targets.shot = { kind: 'shot', ...shot };
  const [audio] = await db
    .select({ id: audios.id, title: audios.title, ownerId: audioTeachers.teacherId })
    .from(audios)
    .innerJoin(audioTeachers, eq(audioTeachers.audioId, audios.id))
    .orderBy(audios.id)
    .limit(1);
  if (audio) targets.audio = { kind: 'audio', ...audio };
  return targets;
}

/**
 * One real event per notification type that no seeder created yet: the comment, reply, like or
 * collection is written too, so every message links to something that exists.
 */
export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const { db, rng, users } = ctx;
  const existing = new Set((await db.selectDistinct({ type: notices.noticeType }).from(notices)).map((row) => row.type));
  const missing = NOTICE_TYPES.filter((type) => !existing.has(type));
  const targets = await findTargets(ctx);
  const others = (exclude: number[]) => users.members.filter((user) => !exclude.includes(user.id));
  let minutesAgo = 5;
  const rows: Array<typeof notices.$inferInsert> = [];

  const addComment = async (target: Target, author: UserRow, content: string, root?: number) => {
    const [row] = await db
      .insert(comments)
      .values({ type: target.kind, targetId: target.id, userId: author.id, content, rootTargetId: root ?? null, replyTargetId: root ?? null })
      .returning({ id: comments.id, likeNum: comments.likeNum, content: comments.content });
    return row;
  };
  const notify = (type: NoticeType, recipientId: number, from: UserRow, target: Target, commentInfo?: NoticeBody['commentInfo']) => {
    minutesAgo += 37 + Math.floor(rng() * 300);
    const body: NoticeBody = {
      fromUser: { nickname: from.nickname, username: from.username },
      [infoKey[target.kind]]: { id: target.id, title: target.title },
      ...(commentInfo ? { commentInfo } : {}),
    };
    rows.push({
      userId: recipientId,
      fromUserId: from.id,
      noticeType: type,
      body: body as unknown as Record<string, unknown>,
      hasRead: minutesAgo > 3 * 24 * 60,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
  };

  const createEvent = async (type: NoticeType) => {
    const kind = type.split('-')[0] as Kind;
    const target = targets[kind];
    if (!target) return;
    const action = type.slice(kind.length + 1);
    const from = pick(rng, others([target.ownerId, users.member.id]));
    if (action === 'comment') {
      const comment = await addComment(target, from, pick(rng, COMMENT_LINES));
      notify(type, target.ownerId, from, target, { id: comment.id, likeNum: 0, isLike: false, content: comment.content });
    } else if (action === 'comment-reply') {
      const root = await addComment(target, users.member, pick(rng, COMMENT_LINES));
      const reply = await addComment(target, from, pick(rng, REPLY_LINES), root.id);
      notify(type, users.member.id, from, target, { id: reply.id, likeNum: 0, isLike: false, content: reply.content });
    } else if (action === 'comment-like') {
      const mine = await addComment(target, users.member, pick(rng, COMMENT_LINES));
      await db.insert(commentLikes).values({ commentId: mine.id, userId: from.id });
      await db.update(comments).set({ likeNum: 1 }).where(eq(comments.id, mine.id));
      notify(type, users.member.id, from, target, { id: mine.id, likeNum: 1, isLike: false, content: mine.content });
    } else if (action === 'collection' && kind === 'course') {
      await db.insert(courseCollections).values({ userId: from.id, courseId: target.id }).onConflictDoNothing();
      notify(type, target.ownerId, from, target);
    } else if (action === 'collection' && kind === 'shot') {
      const added = await db.insert(shotCollections).values({ shotId: target.id, userId: from.id }).onConflictDoNothing().returning();
      if (added.length) await db.update(shots).set({ collectNum: sql`${shots.collectNum} + 1` }).where(eq(shots.id, target.id));
      notify(type, target.ownerId, from, target);
    } else if (action === 'like' && kind === 'shot') {
      const added = await db.insert(shotLikes).values({ shotId: target.id, userId: from.id }).onConflictDoNothing().returning();
      if (added.length) await db.update(shots).set({ likeNum: sql`${shots.likeNum} + 1` }).where(eq(shots.id, target.id));
      notify(type, target.ownerId, from, target);
    }
  };

  for (const type of missing) await createEvent(type);

  // The demo member's bell should have something to show: replies to and likes of their comments.
  const [{ n }] = await db.select({ n: count() }).from(notices).where(eq(notices.userId, users.member.id));
  const memberTypes = NOTICE_TYPES.filter((type) => type.endsWith('-reply') || type.endsWith('-comment-like'));
  const extra = Math.max(0, MEMBER_NOTICES - Number(n) - rows.filter((row) => row.userId === users.member.id).length);
  for (let i = 0; i < extra; i += 1) await createEvent(memberTypes[i % memberTypes.length]);
  if (rows.length > 0) await db.insert(notices).values(rows);
}
