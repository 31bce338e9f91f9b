import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { audioLikes, audioSeries, audioTeachers, audios } from '../modules/audio/tables';
import { commentLikes, comments } from '../modules/comment/tables';
import type { SeedContext } from './context';
import { daysAgo, intBetween, pick, sample } from './rng';
import { COMMENT_LINES, REPLY_LINES } from './texts';

/** The demo podcast: two series, their episodes with tags. */
export const SERIES = [
  {
    title: '设计夜谈',
    description: '每周一期，和一线设计师聊聊职业成长、作品集、行业变化，以及那些只有设计师才懂的烦恼。',
    tags: '职业成长,访谈,行业观察',
    label: 'NIGHT TALK',
    episodes: [
      ['第 1 期：从美术生到 UI 设计师，我走了哪些弯路', '转行,职业成长'],
      ['第 2 期：作品集到底要放几个项目？', '作品集,求职'],
      ['第 3 期：大厂设计师的一天', '职业成长,访谈'],
      ['第 4 期：设计师要不要学代码', '技能,前端'],
      ['第 5 期：如何和产品经理好好吵架', '协作,沟通'],
      ['第 6 期：AI 绘图会取代插画师吗', 'AI,插画,行业观察'],
      ['第 7 期：自由职业两年，我学到的三件事', '自由职业,访谈'],
      ['第 8 期：配色的直觉是怎么练出来的', '配色,技能'],
      ['第 9 期：设计评审里最常听到的十句话', '协作,设计评审'],
      ['第 10 期：在小城市做设计是什么体验', '访谈,行业观察'],
      ['第 11 期：动效设计入门该从哪里开始', '动效,技能'],
      ['第 12 期：年终总结，聊聊今年的设计趋势', '行业观察,趋势'],
    ],
  },
  {
    title: '产品设计十日谈',
    description: '六期短播客，把产品设计里最常见的问题讲清楚：需求、信息架构、交互细节、表单与数据验证。',
    tags: '产品设计,交互,用户体验',
    label: '10 DAYS',
    episodes: [
      ['Day 1：需求从哪里来', '产品设计,需求'],
      ['Day 2：信息架构不是画树状图', '信息架构,交互'],
      ['Day 3：一个按钮的五种状态', '交互,细节'],
      ['Day 4：空状态也要好好设计', '交互,细节'],
      ['Day 5：表单设计的七个原则', '表单,交互'],
      ['Day 6：用数据验证你的设计', '数据,用户体验'],
    ],
  },
] as const;

const OTHER_SOURCES = {
  wangyiMusic: 'https://music.163.com',
  ximalayaFM: 'https://www.ximalaya.com',
  bilibili: 'https://www.bilibili.com',
  iTunesPodcasts: 'https://podcasts.apple.com',
  googlePodcasts: 'https://podcasts.google.com',
  overcast: 'https://overcast.fm',
  poctetCasts: 'https://pocketcasts.com',
  spotify: 'https://open.spotify.com',
};

function episodeContent(title: string, host: string): string {
  return [
    `<h2>${title}</h2>`,
    `<p>本期主播：<strong>${host}</strong>。我们从真实的项目经历出发，聊聊设计师每天都会遇到、却很少被认真讨论的问题。</p>`,
    '<h3>本期要点</h3>',
    '<ul><li>先讲清楚问题，再谈解决方案</li><li>把经验变成可复用的方法</li><li>留给听众的一道思考题</li></ul>',
    '<p>欢迎在评论区留下你的想法，优秀留言会在下一期节目中被读出来。</p>',
  ].join('');
}

/** Two podcast series with episodes (real MP3s under private/), teachers, likes and comments with replies. */
export async function seedAudio(ctx: SeedContext): Promise<void> {
  const { db, rng, media, users } = ctx;
  const listeners = [users.member, users.poster, ...users.members];
  const qrPng = await QRCode.toBuffer(new URL('/podcast', ctx.config.PUBLIC_URL).toString(), { type: 'png', margin: 2, width: 280 });
  const qrKey = 'seed/qr/podcast-miniprogram.png';
  await ctx.storage.put(qrKey, qrPng, 'image/png');
  const wxQRCode = `/files/${qrKey}`;

  for (const [s, series] of SERIES.entries()) {
    const preview = await media.image('cover', 5000 + s, series.label);
    const [row] = await db
      .insert(audioSeries)
      .values({ title: series.title, description: series.description, tags: series.tags, preview, otherSources: JSON.stringify(OTHER_SOURCES) })
      .returning();
    const hosts = sample(rng, users.teachers, 2);
    const previews = await Promise.all(series.episodes.map((_, i) => media.image('cover', 5100 + s * 100 + i, `EP ${i + 1}`)));
    const episodeRows = series.episodes.map(([title, tags], i) => {
      const sourceKey = media.audioKeys[i % media.audioKeys.length];
      return {
        seriesId: row.id,
        title,
        description: `${series.title} · ${title.split('：')[1] ?? title}`,
        tags,
        duration: media.durationOf(sourceKey),
        sourceKey,
        content: episodeContent(title, hosts.map((h) => h.nickname).join('、')),
        preview: previews[i],
        wxQRCode,
        playNum: intBetween(rng, 80, 5000),
        // Episodes go out weekly, oldest first.
        createdAt: new Date(Date.now() - (series.episodes.length - i) * 7 * 86_400_000 - s * 86_400_000),
      };
    });
    const inserted = await db.insert(audios).values(episodeRows).returning({ id: audios.id, createdAt: audios.createdAt });
    await db.insert(audioTeachers).values(inserted.flatMap((episode) => hosts.map((host) => ({ audioId: episode.id, teacherId: host.id }))));
    await db
      .insert(audioLikes)
      .values(inserted.flatMap((episode) => sample(rng, listeners, intBetween(rng, 2, 12)).map((user) => ({ audioId: episode.id, userId: user.id }))));

    // Root comments first (their ids are needed by the replies).
    const roots = inserted.flatMap((episode) =>
      sample(rng, listeners, intBetween(rng, 1, 6)).map((user) => ({
        type: 'audio',
        targetId: episode.id,
        userId: user.id,
        content: pick(rng, COMMENT_LINES),
        createdAt: daysAgo(rng, 30),
      })),
    );
    const rootRows = await db.insert(comments).values(roots).returning({ id: comments.id, targetId: comments.targetId, userId: comments.userId });
    const replies = rootRows
      .filter(() => rng() < 0.5)
      .map((root) => ({
        type: 'audio',
        targetId: root.targetId,
        userId: pick(rng, [...hosts, ...listeners].filter((u) => u.id !== root.userId)).id,
        content: pick(rng, REPLY_LINES),
        rootTargetId: root.id,
        replyTargetId: root.id,
        createdAt: new Date(),
      }));
    if (replies.length > 0) await db.insert(comments).values(replies);
    await seedCommentLikes(ctx, rootRows.map((r) => r.id));
  }
}

/** Likes by random members, with likeNum kept equal to the number of like rows. */
export async function seedCommentLikes(ctx: SeedContext, commentIds: number[]): Promise<void> {
  const people = [ctx.users.member, ctx.users.poster, ...ctx.users.members, ...ctx.users.teachers];
  const likes = commentIds.flatMap((commentId) => sample(ctx.rng, people, intBetween(ctx.rng, 0, 8)).map((user) => ({ commentId, userId: user.id })));
  if (likes.length === 0) return;
  await ctx.db.insert(commentLikes).values(likes);
  const counts = new Map<number, number>();
  for (const like of likes) counts.set(like.commentId, (counts.get(like.commentId) ?? 0) + 1);
  // One statement for all counts: UPDATE ... FROM (VALUES ...).
  const values = sql.join(
    [...counts].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
    sql`, `,
  );
  await ctx.db.execute(sql`update comments set like_num = v.n from (values ${values}) as v(id, n) where comments.id = v.id`);
}
