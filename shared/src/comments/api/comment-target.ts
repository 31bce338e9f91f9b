import type { CommentType } from '../../contract';

/** The wire names the target id under its type (spec 7: courseId | shotId | audioId). */
export function targetParam(type: CommentType, targetId: number): Record<string, number> {
  const key = type === 'course' ? 'courseId' : type === 'shot' ? 'shotId' : 'audioId';
  return { [key]: targetId };
}
