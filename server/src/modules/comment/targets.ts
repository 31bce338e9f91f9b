import { and, eq } from 'drizzle-orm';
import { type CommentType, ErrorCode, type NoticeBody } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { BusinessError, badInput } from '../../platform/errors';
import { audios, audioTeachers } from '../audio/tables';
import { courses, courseTeachers } from '../course/tables';
import { shots } from '../shot/tables';

/** What a comment hangs on: who owns it (is notified) and whether comments are open. */
export interface CommentTarget {
  type: CommentType;
  id: number;
  title: string;
  ownerIds: number[];
  commentsOpen: boolean;
}

export interface TargetRef {
  type: CommentType;
  courseId?: number;
  shotId?: number;
  audioId?: number;
}

/** The id that matches `type`; the other ids must not be sent (one comment, one target). */
export function targetIdOf(ref: TargetRef): number {
  const given = { course: ref.courseId, shot: ref.shotId, audio: ref.audioId };
  const id = given[ref.type];
  if (id === undefined) throw badInput(`type 为 ${ref.type} 时必须提供 ${ref.type}Id`, { [`${ref.type}Id`]: '必填' });
  const others = Object.entries(given).filter(([type, value]) => type !== ref.type && value !== undefined);
  if (others.length > 0) throw badInput('一次只能指定一个评论对象', { [`${others[0]?.[0]}Id`]: '与 type 不符' });
  return id;
}

export async function loadTarget(db: DbOrTx, type: CommentType, id: number): Promise<CommentTarget> {
  switch (type) {
    case 'course': {
      const [course] = await db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(and(eq(courses.id, id), eq(courses.published, true)))
        .limit(1);
      if (!course) throw new BusinessError(ErrorCode.CourseNotFound, '课程不存在或已下架', 404);
      const teachers = await db.select({ id: courseTeachers.teacherId }).from(courseTeachers).where(eq(courseTeachers.courseId, id));
      return { type, id, title: course.title, ownerIds: teachers.map((r) => r.id), commentsOpen: true };
    }
    case 'shot': {
      const [shot] = await db.select({ id: shots.id, title: shots.title, userId: shots.userId, enableComment: shots.enableComment }).from(shots).where(eq(shots.id, id)).limit(1);
      if (!shot) throw new BusinessError(ErrorCode.ShotNotFound, '作品不存在或已删除', 404);
      return { type, id, title: shot.title, ownerIds: [shot.userId], commentsOpen: shot.enableComment };
    }
    case 'audio': {
      const [audio] = await db.select({ id: audios.id, title: audios.title, enableComment: audios.enableComment }).from(audios).where(eq(audios.id, id)).limit(1);
      if (!audio) throw new BusinessError(ErrorCode.AudioNotFound, '音频不存在或已删除', 404);
      const teachers = await db.select({ id: audioTeachers.teacherId }).from(audioTeachers).where(eq(audioTeachers.audioId, id));
      return { type, id, title: audio.title, ownerIds: teachers.map((r) => r.id), commentsOpen: audio.enableComment };
    }
  }
}

/** The notice body's reference to the commented thing (courseInfo / shotInfo / audioInfo). */
export function targetInfo(target: CommentTarget): Pick<NoticeBody, 'courseInfo' | 'shotInfo' | 'audioInfo'> {
  const info = { id: target.id, title: target.title };
  switch (target.type) {
    case 'course':
      return { courseInfo: info };
    case 'shot':
      return { shotInfo: info };
    case 'audio':
      return { audioInfo: info };
  }
}
