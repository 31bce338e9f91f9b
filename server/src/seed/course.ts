import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createNotice } from '../modules/account/notices';
import { commentLikes, comments } from '../modules/comment/tables';
import {
  apps,
  categories,
  categoryGroups,
  classPlans,
  courseApps,
  courseCollections,
  coursePurchases,
  courseSeries,
  courseTeachers,
  courses,
  lessons,
  watchRecords,
} from '../modules/course/tables';
import { orders } from '../modules/payment/tables';
import type { SeedContext, UserRow } from './context';
import { daysAgo, intBetween, pick, sample } from './rng';
import { COMMENT_LINES, REPLY_LINES } from './texts';

const DAY = 86_400_000;

const SOFTWARE = ['Photoshop', 'Illustrator', 'Figma', 'Sketch', 'After Effects', 'Cinema 4D', 'Blender', 'Procreate'];

const GROUPS: { name: string; courseType: 'online-course' | 'live-course'; categories: string[] }[] = [
  { name: 'UI/UX 设计', courseType: 'online-course', categories: ['界面设计', '交互设计', '设计系统'] },
  { name: '平面设计', courseType: 'online-course', categories: ['海报与版式', '品牌设计', '字体设计'] },
  { name: '三维与动效', courseType: 'online-course', categories: ['三维建模', '动效设计', '插画'] },
  { name: '直播训练营', courseType: 'live-course', categories: ['UI 直播课', '平面直播课', '三维直播课'] },
  { name: '公开课', courseType: 'live-course', categories: ['免费公开课', '作品集点评'] },
];

/** Course subjects per category name, with the software they use. */
const SUBJECTS: Record<string, { titles: string[]; software: string[]; tags: string[] }> = {
  界面设计: { titles: ['Figma 从入门到精通', '移动端 App 界面实战', '后台系统界面设计', '小程序界面设计规范', '深色模式界面设计'], software: ['Figma', 'Sketch'], tags: ['UI', 'Figma', 'App'] },
  交互设计: { titles: ['交互设计思维 21 讲', '用户体验地图实战', '原型设计与可用性测试', '微交互设计'], software: ['Figma', 'After Effects'], tags: ['交互', 'UX', '原型'] },
  设计系统: { titles: ['从零搭建设计系统', '组件库与设计令牌', 'Auto Layout 深度解析'], software: ['Figma'], tags: ['设计系统', '组件', 'Figma'] },
  海报与版式: { titles: ['版式设计的 12 个原则', '海报设计实战', '杂志版式设计', '中文排版进阶'], software: ['Photoshop', 'Illustrator'], tags: ['海报', '版式', '排版'] },
  品牌设计: { titles: ['品牌视觉识别系统', 'Logo 设计全流程', '包装设计实战', '品牌延展物料设计'], software: ['Illustrator', 'Photoshop'], tags: ['品牌', 'VI', 'Logo'] },
  字体设计: { titles: ['中文字体设计基础', '标题字设计', '字体与品牌'], software: ['Illustrator'], tags: ['字体', '字形'] },
  三维建模: { titles: ['C4D 产品渲染', 'Blender 零基础入门', '三维图标设计', 'Blender 场景搭建'], software: ['Cinema 4D', 'Blender'], tags: ['3D', 'C4D', 'Blender'] },
  动效设计: { titles: ['AE 动效设计入门', 'UI 动效实战', 'Lottie 动画落地'], software: ['After Effects'], tags: ['动效', 'AE'] },
  插画: { titles: ['Procreate 商业插画', '扁平风插画', '绘本插画创作'], software: ['Procreate', 'Photoshop'], tags: ['插画', '手绘'] },
  'UI 直播课': { titles: ['UI 就业直播班', 'Figma 组件直播特训', 'App 改版直播实战'], software: ['Figma'], tags: ['直播', 'UI'] },
  平面直播课: { titles: ['品牌设计直播营', '海报速成直播课', '字体设计直播课'], software: ['Illustrator', 'Photoshop'], tags: ['直播', '平面'] },
  三维直播课: { titles: ['C4D 14 天训练营', 'Blender 直播特训'], software: ['Cinema 4D', 'Blender'], tags: ['直播', '3D'] },
  免费公开课: { titles: ['零基础学配色', '设计师的职业规划', '作品集怎么做', '如何给设计提案'], software: ['Figma', 'Photoshop'], tags: ['公开课', '免费'] },
  作品集点评: { titles: ['作品集直播点评', '应届生作品集诊断'], software: ['Figma'], tags: ['作品集', '点评'] },
};

const SUBTITLE_LEADS = ['从原理到实战', '跟着案例一步步做', '零基础也能学会', '工作中马上能用', '一线设计师亲授', '系统梳理知识点'];
const LESSON_TOPICS = ['课程介绍与准备', '基础概念', '工具与界面', '核心方法', '案例拆解（上）', '案例拆解（下）', '实战练习', '常见问题', '进阶技巧', '作品输出与复盘', '课后作业讲解', '总结与答疑'];
const PRICES = [0, 0, 990, 1990, 4990, 9900, 19900, 29900, 49900, 59900, 99900, 129900];
const LEVELS = ['primary', 'middle', 'high'] as const;
const TIME_REMARKS = ['每周三 20:00-22:00 直播', '每周二、四 19:30 开讲', '周末两天集中授课', '共 8 次直播，每次约 2 小时', '直播结束后可看回放'];
const CLASS_COLORS = ['#165DFF', '#0FC6C2', '#FF7D00', '#F53F3F', '#722ED1', '#00B42A', '#F7BA1E', '#EB0AA4'];
const CLASSES = ['UI 设计就业班', '平面设计全能班', '交互设计进阶班', '三维设计班', '插画创作班', '品牌设计班', '电商设计班', '动效设计班'];
const SCHOOLS = [1, 2, 3, 6];

/** A real (stored, uncompressed) zip with one text file: the demo "lesson materials". */
function materialsZip(text: string): Buffer {
  const name = Buffer.from('README.txt');
  const data = Buffer.from(text, 'utf8');
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0800, 6);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

function description(title: string, tags: string[], level: string): string {
  const who = level === 'primary' ? '零基础或刚入门的同学' : level === 'middle' ? '有一定基础、想系统提升的设计师' : '希望突破瓶颈的资深设计师';
  return [
    `<h2>课程简介</h2><p>《${title}》围绕${tags.join('、')}展开，用真实项目讲清楚每一个知识点。</p>`,
    `<h2>适合人群</h2><p>${who}。</p>`,
    '<h2>你将收获</h2><ul><li>一套可复用的工作方法</li><li>完整的案例源文件</li><li>讲师答疑与作业点评</li></ul>',
  ].join('');
}

interface PlannedCourse {
  row: typeof courses.$inferInsert;
  categoryName: string;
  software: string[];
  teachers: UserRow[];
  lessonCount: number;
}

/** Software, category menus, 64 courses (online and live, free and paid, every level, series), lessons, purchases, comments, class plans. */
export async function seedCourses(ctx: SeedContext): Promise<void> {
  const { db, rng } = ctx;
  const now = Date.now();

  const icons = await Promise.all(SOFTWARE.map((name, i) => ctx.media.image('icon', 100 + i, name)));
  const appRows = await db
    .insert(apps)
    .values(SOFTWARE.map((name, i) => ({ name, iconUrl: icons[i] ?? '', sort: i })))
    .returning();
  const appId = new Map(appRows.map((a) => [a.name, a.id]));

  const groupRows = await db
    .insert(categoryGroups)
    .values(GROUPS.map((g, i) => ({ name: g.name, courseType: g.courseType, sort: i })))
    .returning();
  const categoryRows = await db
    .insert(categories)
    .values(GROUPS.flatMap((g, gi) => g.categories.map((name, i) => ({ groupId: groupRows[gi]?.id ?? 0, name, sort: i }))))
    .returning();
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
  const seriesRows = await db
    .insert(courseSeries)
    .values([{ title: 'Figma 系统课' }, { title: 'Blender 三维系列' }, { title: '品牌设计系列' }])
    .returning();
  const seriesOf: Record<string, number | undefined> = { 界面设计: seriesRows[0]?.id, 设计系统: seriesRows[0]?.id, 三维建模: seriesRows[1]?.id, 品牌设计: seriesRows[2]?.id };

  // Plan the courses: every title of every category, online or live by its group.
  const teachers = ctx.users.teachers;
  const planned: PlannedCourse[] = [];
  let index = 0;
  for (const group of GROUPS) {
    for (const categoryName of group.categories) {
      const subject = SUBJECTS[categoryName];
      if (!subject) continue;
      for (const title of subject.titles) {
        const live = group.courseType === 'live-course';
        const freeCategory = categoryName === '免费公开课';
        const price = freeCategory ? 0 : live ? pick(rng, [4990, 9900, 19900, 59900, 129900]) : PRICES[index % PRICES.length] ?? 0;
        const level = LEVELS[index % LEVELS.length] ?? 'primary';
        const startOffset = live ? pick(rng, [-20, -5, 2, 5, 12, 25, 40, 60]) * DAY : 0;
        const lead = teachers[index % teachers.length];
        const courseTeachersList = lead ? [lead, ...(rng() < 0.25 ? sample(rng, teachers.filter((t) => t.id !== lead.id), 1) : [])] : [];
        const lessonCount = live ? (startOffset > 0 && rng() < 0.6 ? 0 : intBetween(rng, 2, 5)) : intBetween(rng, 4, 10);
        const tags = [...subject.tags, pick(rng, ['实战', '案例', '入门', '进阶'])];
        planned.push({
          categoryName,
          software: sample(rng, subject.software, intBetween(rng, 1, subject.software.length)),
          teachers: courseTeachersList,
          lessonCount,
          row: {
            title,
            subtitle: `${pick(rng, SUBTITLE_LEADS)}，${tags.slice(0, 2).join(' · ')}`,
            tags: tags.join(','),
            description: description(title, tags, level),
            price,
            originalPrice: price === 0 ? 0 : Math.round((price * 1.5) / 100) * 100,
            free: price === 0,
            courseType: group.courseType,
            level,
            liveStatus: live ? (startOffset > 0 ? 'applying' : 'open') : null,
            startAt: live ? new Date(now + startOffset) : null,
            endAt: live ? new Date(now + startOffset + intBetween(rng, 14, 42) * DAY) : null,
            timeRemark: live ? pick(rng, TIME_REMARKS) : '',
            liveUrl: live ? `https://live.example.com/room/${1000 + index}` : '',
            lessonTotalNum: live ? intBetween(rng, 6, 12) : lessonCount,
            categoryId: categoryId.get(categoryName) ?? null,
            courseSeriesId: seriesOf[categoryName] ?? null,
            purchaseNum: price === 0 ? 0 : intBetween(rng, 0, 300),
            watchNum: intBetween(rng, 5, 2000),
            createdAt: daysAgo(rng, 365, now),
          },
        });
        index += 1;
      }
    }
  }
  // Make sure the list reaches 60+: a second edition of the online titles.
  for (const extra of planned.filter((p) => p.row.courseType === 'online-course').slice(0, Math.max(0, 64 - planned.length))) {
    planned.push({ ...extra, row: { ...extra.row, title: `${extra.row.title}（2024 版）`, createdAt: daysAgo(rng, 30, now) } });
  }

  const covers = await Promise.all(planned.map((p, i) => ctx.media.image('cover', 1000 + i, p.row.title)));
  const courseRows = await db
    .insert(courses)
    .values(planned.map((p, i) => ({ ...p.row, preview: covers[i] ?? '' })))
    .returning();

  await db.insert(courseTeachers).values(planned.flatMap((p, i) => p.teachers.map((t) => ({ courseId: courseRows[i]?.id ?? 0, teacherId: t.id }))));
  await db.insert(courseApps).values(
    planned.flatMap((p, i) => p.software.flatMap((name) => (appId.has(name) ? [{ courseId: courseRows[i]?.id ?? 0, appId: appId.get(name) ?? 0 }] : []))),
  );

  // Lessons: media from the shipped clips; the first lesson of paid courses is a free preview.
  await ctx.storage.put('private/seed/sources/lesson-materials.zip', materialsZip('课程素材与源文件（演示数据）。\n'), 'application/zip');
  const lessonValues = planned.flatMap((p, i) =>
    Array.from({ length: p.lessonCount }, (_, n) => {
      const mediaKey = ctx.media.videoKeys.length > 0 ? (ctx.media.videoKeys[(i + n) % ctx.media.videoKeys.length] ?? null) : null;
      const hasSource = n % 3 === 2;
      return {
        courseId: courseRows[i]?.id ?? 0,
        title: `${String(n + 1).padStart(2, '0')} ${LESSON_TOPICS[n % LESSON_TOPICS.length]}`,
        free: n === 0 && !p.row.free ? rng() < 0.7 : false,
        sort: n,
        mediaKey,
        duration: mediaKey ? ctx.media.durationOf(mediaKey) : 0,
        sourceKey: hasSource ? 'private/seed/sources/lesson-materials.zip' : null,
        downloadable: hasSource && rng() < 0.8,
      };
    }),
  );
  const lessonRows = lessonValues.length > 0 ? await db.insert(lessons).values(lessonValues).returning() : [];

  await seedPurchases(ctx, courseRows, lessonRows, now);
  await seedCourseComments(ctx, courseRows.slice(0, 24));
  await seedClassPlans(ctx, now);
}

type CourseRow = typeof courses.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;

/** The demo members bought, collected and watched a few courses, so the account centre has content. */
async function seedPurchases(ctx: SeedContext, courseRows: CourseRow[], lessonRows: LessonRow[], now: number) {
  const { db, rng } = ctx;
  const paid = courseRows.filter((c) => !c.free && c.price > 0);
  const buyers = [ctx.users.member, ctx.users.poster, ...ctx.users.members.slice(0, 6)];
  const orderValues: (typeof orders.$inferInsert)[] = [];
  const purchaseValues: (typeof coursePurchases.$inferInsert)[] = [];
  buyers.forEach((buyer, b) => {
    for (const course of sample(rng, paid, b < 2 ? 4 : 2)) {
      const at = daysAgo(rng, 90, now);
      const orderNum = `${at.toISOString().replace(/\D/g, '').slice(0, 14)}${String(100000000 + b * 1000 + course.id).slice(-9)}`;
      const status = b === 0 && orderValues.length === 1 ? 'refunding' : 'paid';
      orderValues.push({ orderNum, userId: buyer.id, courseId: course.id, amount: course.price, paidAmount: course.price, status, expiresAt: new Date(at.getTime() + 15 * 60_000), paySuccessTime: at, createdAt: at, providerRef: `sandbox-seed-${orderNum}` });
      if (status === 'paid') purchaseValues.push({ userId: buyer.id, courseId: course.id, orderNum, createdAt: at });
    }
  });
  if (orderValues.length > 0) await db.insert(orders).values(orderValues).onConflictDoNothing();
  if (purchaseValues.length > 0) await db.insert(coursePurchases).values(purchaseValues).onConflictDoNothing();

  const collections = buyers.flatMap((buyer) => sample(rng, courseRows, 3).map((c) => ({ userId: buyer.id, courseId: c.id, createdAt: daysAgo(rng, 60, now) })));
  await db.insert(courseCollections).values(collections).onConflictDoNothing();

  // Progress of the demo member: a free course and the purchased ones, some lessons finished.
  const member = ctx.users.member;
  const owned = new Set(purchaseValues.filter((p) => p.userId === member.id).map((p) => p.courseId));
  const watchable = courseRows.filter((c) => owned.has(c.id) || c.free).slice(0, 5);
  const records = watchable.flatMap((course) =>
    lessonRows
      .filter((l) => l.courseId === course.id && l.mediaKey)
      .slice(0, 3)
      .map((lesson, n) => ({
        userId: member.id,
        lessonId: lesson.id,
        courseId: course.id,
        lessonIndex: lesson.sort,
        watchedDuration: n === 0 ? lesson.duration : Math.floor(lesson.duration / 2),
        hasFinal: n === 0,
        updatedAt: daysAgo(rng, 20, now),
      })),
  );
  if (records.length > 0) await db.insert(watchRecords).values(records).onConflictDoNothing();
}

/** Comments with replies and likes on the first courses, and the course-* notifications they cause. */
async function seedCourseComments(ctx: SeedContext, courseRows: CourseRow[]) {
  const { db, rng } = ctx;
  const people = [ctx.users.member, ctx.users.poster, ...ctx.users.members];
  const teacherRows = await db.select().from(courseTeachers);
  const teachersOf = (courseId: number) => teacherRows.filter((r) => r.courseId === courseId).map((r) => r.teacherId);
  const now = Date.now();
  for (const [ci, course] of courseRows.entries()) {
    const rootAuthors = sample(rng, people, intBetween(rng, 2, 5));
    const roots = await db
      .insert(comments)
      .values(
        rootAuthors.map((author, i) => ({
          type: 'course',
          targetId: course.id,
          userId: author.id,
          content: pick(rng, COMMENT_LINES),
          isTop: ci % 4 === 0 && i === 0,
          createdAt: daysAgo(rng, 60, now),
        })),
      )
      .returning();
    const teacherIds = teachersOf(course.id);
    const replies = roots.flatMap((root) =>
      Array.from({ length: intBetween(rng, 0, 3) }, (_, n) => {
        const author = n === 0 && teacherIds[0] ? { id: teacherIds[0] } : pick(rng, people);
        return {
          type: 'course',
          targetId: course.id,
          userId: author.id,
          content: pick(rng, REPLY_LINES),
          rootTargetId: root.id,
          replyTargetId: root.id,
          createdAt: new Date(root.createdAt.getTime() + (n + 1) * 3_600_000),
        };
      }),
    );
    const replyRows = replies.length > 0 ? await db.insert(comments).values(replies).returning() : [];
    const likes = [...roots, ...replyRows].flatMap((c) => sample(rng, people, intBetween(rng, 0, 6)).map((u) => ({ commentId: c.id, userId: u.id })));
    if (likes.length > 0) {
      await db.insert(commentLikes).values(likes).onConflictDoNothing();
      for (const c of [...roots, ...replyRows]) {
        const n = likes.filter((l) => l.commentId === c.id).length;
        if (n > 0) await db.update(comments).set({ likeNum: n }).where(eq(comments.id, c.id));
      }
    }
    // Notifications for the first few courses only: enough for every course-* type to appear.
    if (ci < 6) {
      const info = { courseInfo: { id: course.id, title: course.title } };
      for (const root of roots.slice(0, 2)) {
        for (const teacherId of teacherIds) {
          await createNotice(db, { userId: teacherId, fromUserId: root.userId, noticeType: 'course-comment', body: { ...info, commentInfo: { id: root.id, likeNum: 0, isLike: false, content: root.content } } });
        }
      }
      for (const reply of replyRows.slice(0, 2)) {
        const root = roots.find((r) => r.id === reply.rootTargetId);
        if (root) {
          await createNotice(db, { userId: root.userId, fromUserId: reply.userId, noticeType: 'course-comment-reply', body: { ...info, commentInfo: { id: reply.id, likeNum: 0, isLike: false, content: reply.content } } });
        }
      }
      const liked = likes.find((l) => roots.some((r) => r.id === l.commentId));
      const likedRoot = liked && roots.find((r) => r.id === liked.commentId);
      if (liked && likedRoot) {
        await createNotice(db, { userId: likedRoot.userId, fromUserId: liked.userId, noticeType: 'course-comment-like', body: { ...info, commentInfo: { id: likedRoot.id, likeNum: 1, isLike: true, content: likedRoot.content } } });
      }
      for (const teacherId of teacherIds) {
        await createNotice(db, { userId: teacherId, fromUserId: ctx.users.member.id, noticeType: 'course-collection', body: info });
      }
    }
  }
}

/** Offline classes for the four schools, as bars across the coming months. */
async function seedClassPlans(ctx: SeedContext, now: number) {
  const { db, rng } = ctx;
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const values = SCHOOLS.flatMap((schoolId, s) =>
    sample(rng, CLASSES, intBetween(rng, 5, 7)).map((name, i) => {
      const start = intBetween(rng, -30, 120);
      return {
        schoolId,
        classname: `${name} 第 ${intBetween(rng, 3, 20)} 期`,
        starttime: day(start),
        endtime: day(start + intBetween(rng, 30, 120)),
        classColor: CLASS_COLORS[(s * 3 + i) % CLASS_COLORS.length] ?? '#165DFF',
      };
    }),
  );
  await db.insert(classPlans).values(values);
}
