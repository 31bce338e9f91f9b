import { eq, inArray } from 'drizzle-orm';
import { commentLikes, comments } from '../modules/comment/tables';
import { courseTeachers } from '../modules/course/tables';
import { createNotice } from '../modules/account/notices';
import { shotCategories, shotCollections, shotCourses, shotLikes, shots } from '../modules/shot/tables';
import type { SeedContext, UserRow } from './context';
import { daysAgo, intBetween, pick, sample } from './rng';
import { REPLY_LINES } from './texts';
import { KINDS } from './images';

const SHOT_COUNT = 120;

const CATEGORIES: { name: string; subjects: string[]; tags: string[] }[] = [
  { name: 'UI 设计', subjects: ['记账 App 界面', '音乐播放器界面', '外卖 App 首页', '健身打卡小程序', '智能家居控制面板', '读书 App 改版'], tags: ['UI', 'App', '移动端', 'Figma'] },
  { name: '平面设计', subjects: ['音乐节海报', '读书会宣传海报', '展览主视觉', '节气系列海报', '公益海报'], tags: ['海报', '版式', '排版'] },
  { name: '插画', subjects: ['城市夜景插画', '二十四节气插画', '儿童绘本内页', '扁平风人物插画', '国潮风插画'], tags: ['插画', '手绘', 'Procreate'] },
  { name: '品牌设计', subjects: ['咖啡店品牌 VI', '茶饮品牌包装', '独立书店标志', '民宿品牌形象', '烘焙工作室 Logo'], tags: ['品牌', 'VI', 'Logo', '包装'] },
  { name: '网页设计', subjects: ['企业官网首页', '作品集网站', '活动落地页', '数据大屏', 'SaaS 后台仪表盘'], tags: ['网页', 'Web', '响应式', '后台'] },
  { name: '三维设计', subjects: ['C4D 场景练习', 'Blender 低多边形小岛', '产品渲染', '3D 图标'], tags: ['3D', 'C4D', 'Blender', '渲染'] },
  { name: '字体设计', subjects: ['标题字设计', '书法字体练习', '字体海报', '品牌定制字'], tags: ['字体', '字形', '书法'] },
  { name: '动效设计', subjects: ['加载动画', '按钮微交互', 'App 启动页动效', '图标动效'], tags: ['动效', 'AE', '交互'] },
];

const SUFFIXES = ['练习', '作业', '（第一版）', '改稿', '临摹', '原创', '课程作业', '小结'];

const OPENINGS = [
  '这是跟着课程做的练习，前后改了三版，最后选了这一稿。',
  '最近在练习这个方向，做了一套完整的方案，欢迎大家提意见。',
  '灵感来自周末逛的一个展览，想把那种氛围感做出来。',
  '这次重点练习了配色和层级，感觉比上一次进步了不少。',
  '给朋友的小店做的一套设计，已经落地使用了。',
];

const PROCESS = [
  '先用纸笔画了草图，确定了大的结构',
  '参考了大量同类作品，整理出情绪板',
  '用栅格统一了间距和对齐',
  '反复调整了主色和辅助色的比例',
  '最后统一检查了细节和导出规范',
];

const ASKS = ['排版是不是有点挤？', '配色会不会太跳？', '字号层级还需要再拉开吗？', '整体风格统一吗？'];

function shotContent(ctx: SeedContext, subject: string, inlineImage: string | null): string {
  const { rng } = ctx;
  const steps = sample(rng, PROCESS, 3)
    .map((step) => `<li>${step}</li>`)
    .join('');
  // With its size, as an editor that knows it would write it: the page keeps the image's room before it loads.
  const { width, height } = KINDS.shot;
  const image = inlineImage ? `<p><img src="${inlineImage}" alt="${subject} 细节" width="${width}" height="${height}"></p>` : '';
  return [
    `<p>${pick(rng, OPENINGS)}</p>`,
    '<h2>创作过程</h2>',
    `<ol>${steps}</ol>`,
    image,
    `<p>用到的工具：<strong>${pick(rng, ['Figma', 'Photoshop', 'Illustrator', 'Procreate', 'Blender', 'After Effects'])}</strong>。</p>`,
    `<blockquote>想请教各位老师：${pick(rng, ASKS)}</blockquote>`,
  ].join('');
}

const COMMENTS = [
  '配色很舒服，层级也清楚，学习了！',
  '这个版式好看，请问用的是什么字体？',
  '细节处理得很到位，尤其是图标部分。',
  '整体不错，标题可以再大一点，拉开对比。',
  '进步好大！比上一个作品成熟多了。',
  '插画风格很统一，想看看线稿。',
  '留白再多一些会更透气。',
  '这个配色方案可以分享一下色值吗？',
  '太喜欢这种氛围了，收藏了。',
  '建议把主按钮的颜色再提亮一点。',
];

/** Shot categories, 120 shots with covers and rich text, likes, collections, course links, comments and every shot-* notice. */
export async function seedShots(ctx: SeedContext): Promise<void> {
  const { db, rng, users } = ctx;
  const categoryRows = await db
    .insert(shotCategories)
    .values(CATEGORIES.map((category, index) => ({ name: category.name, sort: index })))
    .returning();

  const authors: UserRow[] = [users.poster, users.poster, users.poster, ...users.teachers, ...users.members.slice(0, 8)];
  const audience: UserRow[] = [users.admin, users.member, users.poster, ...users.teachers, ...users.members];

  const values: (typeof shots.$inferInsert)[] = [];
  for (let i = 0; i < SHOT_COUNT; i += 1) {
    const categoryIndex = i % CATEGORIES.length;
    const category = CATEGORIES[categoryIndex];
    const subject = pick(rng, category.subjects);
    const author = i < 6 ? users.poster : pick(rng, authors);
    const cover = await ctx.media.image('shot', i, subject);
    const inline = i % 4 === 0 ? await ctx.media.image('shot', 1000 + i, `${subject} 细节`) : null;
    const createdAt = i < 6 ? daysAgo(rng, 3) : daysAgo(rng, 180);
    values.push({
      userId: author.id,
      title: `${subject}${pick(rng, SUFFIXES)}`,
      preview: cover,
      content: shotContent(ctx, subject, inline),
      tags: sample(rng, category.tags, intBetween(rng, 1, Math.min(3, category.tags.length))).join(','),
      shotCategoryId: categoryRows[categoryIndex].id,
      // A few of the poster's works are drafts, so "my shots" shows both states.
      status: author.id === users.poster.id && i % 9 === 5 ? 'unpublished' : 'published',
      isRecommend: i % 4 === 1 || i < 3,
      enableComment: i % 17 !== 3,
      viewNum: intBetween(rng, 20, 3000),
      createdAt,
      updatedAt: createdAt,
    });
  }
  const shotRows = await db.insert(shots).values(values).returning();
  const published = shotRows.filter((shot) => shot.status === 'published');

  // Likes and collections: real rows, counts derived from them.
  const likes: (typeof shotLikes.$inferInsert)[] = [];
  const collections: (typeof shotCollections.$inferInsert)[] = [];
  for (const shot of published) {
    const likers = sample(rng, audience, intBetween(rng, 0, Math.min(12, audience.length)));
    for (const liker of likers) likes.push({ shotId: shot.id, userId: liker.id, createdAt: daysAgo(rng, 30) });
    for (const collector of sample(rng, likers, Math.floor(likers.length / 2))) collections.push({ shotId: shot.id, userId: collector.id, createdAt: daysAgo(rng, 30) });
  }
  if (likes.length) await db.insert(shotLikes).values(likes);
  if (collections.length) await db.insert(shotCollections).values(collections);
  for (const shot of published) {
    const likeNum = likes.filter((like) => like.shotId === shot.id).length;
    const collectNum = collections.filter((c) => c.shotId === shot.id).length;
    if (likeNum || collectNum) await db.update(shots).set({ likeNum, collectNum }).where(eq(shots.id, shot.id));
  }

  // Teachers link some works to their own courses (the course page's shots tab).
  const taught = await db.select().from(courseTeachers).where(inArray(courseTeachers.teacherId, users.teachers.map((t) => t.id)));
  if (taught.length) {
    const links = new Map<string, typeof shotCourses.$inferInsert>();
    for (const shot of published.slice(0, 40)) {
      const link = pick(rng, taught);
      links.set(`${shot.id}:${link.courseId}`, { shotId: shot.id, courseId: link.courseId, createdBy: link.teacherId });
    }
    // The first course of the first teacher always has a few, so the demo tab is never empty.
    const first = taught[0];
    for (const shot of published.slice(0, 6)) links.set(`${shot.id}:${first.courseId}`, { shotId: shot.id, courseId: first.courseId, createdBy: first.teacherId });
    await db.insert(shotCourses).values([...links.values()]);
  }

  await seedShotDiscussion(ctx, published, audience);
  await seedShotNotices(ctx, published, likes, collections);
  await seedDisabledShot(ctx, shotRows);
}

/** Comments with replies on the commentable shots. */
async function seedShotDiscussion(ctx: SeedContext, published: (typeof shots.$inferSelect)[], audience: UserRow[]): Promise<void> {
  const { db, rng } = ctx;
  for (const shot of published.filter((s) => s.enableComment).slice(0, 60)) {
    const count = intBetween(rng, 0, 4);
    for (let c = 0; c < count; c += 1) {
      const author = pick(rng, audience);
      const createdAt = daysAgo(rng, 20);
      const [root] = await db
        .insert(comments)
        .values({ type: 'shot', targetId: shot.id, userId: author.id, content: pick(rng, COMMENTS), createdAt })
        .returning();
      if (rng() < 0.5) {
        const replier = shot.userId;
        await db.insert(comments).values({
          type: 'shot',
          targetId: shot.id,
          userId: replier,
          content: pick(rng, ['谢谢建议，我再改改！', '字体是思源黑体～', '好的，下一版调整一下。', ...REPLY_LINES]),
          rootTargetId: root.id,
          replyTargetId: root.id,
          createdAt: new Date(createdAt.getTime() + 3_600_000),
        });
      }
    }
  }
}

/**
 * One of the poster's drafts was disabled by an admin, as the backend does it: the shot carries the
 * reason and the poster has the message, so 我的作品 and 我的消息 show both states.
 */
async function seedDisabledShot(ctx: SeedContext, shotRows: (typeof shots.$inferSelect)[]): Promise<void> {
  const { db, users } = ctx;
  const draft = shotRows.find((shot) => shot.userId === users.poster.id && shot.status === 'unpublished');
  if (!draft) return;
  const reason = '作品中含有外部联系方式（微信号）';
  await db.update(shots).set({ disabledByAdmin: true, disabledReason: reason }).where(eq(shots.id, draft.id));
  await createNotice(db, { userId: users.poster.id, fromUserId: users.admin.id, noticeType: 'shot-disabled', body: { shotInfo: { id: draft.id, title: draft.title }, reason } });
}

/** Every shot-* notice type, pointing at real likes, collections, comments and replies on the poster's works. */
async function seedShotNotices(
  ctx: SeedContext,
  published: (typeof shots.$inferSelect)[],
  likes: (typeof shotLikes.$inferInsert)[],
  collections: (typeof shotCollections.$inferInsert)[],
): Promise<void> {
  const { db, users } = ctx;
  const poster = users.poster;
  const own = published.filter((shot) => shot.userId === poster.id);
  const shotInfo = (shotId: number) => {
    const shot = published.find((s) => s.id === shotId);
    return { id: shotId, title: shot?.title ?? '' };
  };
  for (const like of likes.filter((l) => own.some((s) => s.id === l.shotId)).slice(0, 8)) {
    await createNotice(db, { userId: poster.id, fromUserId: like.userId, noticeType: 'shot-like', body: { shotInfo: shotInfo(like.shotId) } });
  }
  for (const collection of collections.filter((c) => own.some((s) => s.id === c.shotId)).slice(0, 5)) {
    await createNotice(db, { userId: poster.id, fromUserId: collection.userId, noticeType: 'shot-collection', body: { shotInfo: shotInfo(collection.shotId) } });
  }

  // A comment on the poster's shot, the poster's reply, a reply back and a like of the poster's reply.
  const target = own.find((shot) => shot.enableComment);
  if (!target) return;
  const [root] = await db.insert(comments).values({ type: 'shot', targetId: target.id, userId: users.member.id, content: '构图很有想法，色彩再统一一点就更好了。' }).returning();
  await createNotice(db, { userId: poster.id, fromUserId: users.member.id, noticeType: 'shot-comment', body: { shotInfo: shotInfo(target.id), commentInfo: { id: root.id, likeNum: 0, isLike: false, content: root.content } } });
  const [answer] = await db
    .insert(comments)
    .values({ type: 'shot', targetId: target.id, userId: poster.id, content: '谢谢！我再调整一下配色。', rootTargetId: root.id, replyTargetId: root.id, likeNum: 1 })
    .returning();
  const teacher = users.teachers[0];
  const [reply] = await db
    .insert(comments)
    .values({ type: 'shot', targetId: target.id, userId: teacher.id, content: `@${poster.nickname} 可以试试把辅助色的饱和度降一点。`, rootTargetId: root.id, replyTargetId: answer.id })
    .returning();
  await createNotice(db, { userId: poster.id, fromUserId: teacher.id, noticeType: 'shot-comment-reply', body: { shotInfo: shotInfo(target.id), commentInfo: { id: reply.id, likeNum: 0, isLike: false, content: reply.content } } });
  await db.insert(commentLikes).values({ commentId: answer.id, userId: users.member.id });
  await createNotice(db, { userId: poster.id, fromUserId: users.member.id, noticeType: 'shot-comment-like', body: { shotInfo: shotInfo(target.id), commentInfo: { id: answer.id, likeNum: 1, isLike: false, content: answer.content } } });
}
