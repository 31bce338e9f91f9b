// Wire shapes of the shot calls (spec 7) beyond the Shot entity of spec 3.
import type { Shot, ShotCategory } from '../entities';

/** A shot as the lists show it (shot/list, my shots, my collection): no content, no per-user flags. */
export type ShotListItem = Omit<Shot, 'content' | 'hasLiked' | 'hasCollected' | 'courseIds' | 'enableComment'> & {
  createdAt: string;
};

/** Body of POST shot/post (create). */
export interface ShotCreateInput {
  title: string;
  preview: string;
  content: string;
  tags?: string;
  shotCategoryId?: number | null;
  enableComment?: boolean;
}

/** Body of PUT shot/post (update): the id and only the fields that changed. */
export type ShotUpdateInput = { id: number } & Partial<ShotCreateInput>;

/** A course a shot is linked to (shot/record/course/list); teacherIds tell who may remove the link. */
export interface ShotCourseLink {
  id: number;
  title: string;
  preview: string;
  teacherIds: number[];
}

/** shot/category/with/shot/list: categories that hold published shots, with how many. */
export type ShotCategoryWithCount = ShotCategory & { shotNum: number };
