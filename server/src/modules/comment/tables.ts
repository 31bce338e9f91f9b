import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';

/**
 * Comments on courses, shots and audio (`type` + `targetId`). A root comment has rootTargetId null;
 * replies carry the root's id and the id of the comment they answer (replyTargetId).
 */
export const comments = pgTable(
  'comments',
  {
    id: serial().primaryKey(),
    type: varchar({ length: 10 }).notNull(),
    targetId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    rootTargetId: integer(),
    replyTargetId: integer(),
    likeNum: integer().notNull().default(0),
    isTop: boolean().notNull().default(false),
    /** Soft delete: replies and likes of a deleted comment answer 7140. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_target_idx').on(t.type, t.targetId, t.rootTargetId, t.createdAt),
    index('comments_root_idx').on(t.rootTargetId, t.createdAt),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/**
 * Members' reports (举报) of a comment: one per member per comment. An admin either deletes the
 * comment or dismisses its open reports (dismissedAt); a dismissed report stays, so the same member
 * cannot raise it again, while a new reporter brings the comment back to the list.
 */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar({ length: 200 }).notNull().default(''),
    dismissedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_reports_open_idx').on(t.dismissedAt, t.createdAt)],
);
