import { banners, bulletins, friendLinks, navigationGroups, navigationLinks, toolGroups, tools } from '../modules/common/tables';
import type { SeedContext } from './context';

const BANNERS: Array<{ groupType: string; name: string; url: string; openMethod: 'self' | 'blank'; label: string }> = [
  { groupType: 'course-home', name: 'Figma 从入门到精通 · 新课上线限时 7 折', url: '/course', openMethod: 'self', label: 'FIGMA 2024' },
  { groupType: 'course-home', name: 'UI 设计就业班 · 第 12 期招生中', url: '/course-plan', openMethod: 'self', label: 'UI CLASS 12' },
  { groupType: 'course-home', name: '学员作品展：毕业设计精选', url: '/shots', openMethod: 'self', label: 'SHOTS' },
  { groupType: 'course-home', name: '设计夜谈播客：聊聊设计师的成长', url: '/podcast', openMethod: 'self', label: 'PODCAST' },
  { groupType: 'course-home', name: '设计师常用工具大全', url: '/tool', openMethod: 'self', label: 'TOOLS' },
  { groupType: 'course-home-child-banner', name: '本周直播：品牌视觉系统拆解', url: '/livecourse', openMethod: 'self', label: 'LIVE' },
  { groupType: 'course-home-child-banner', name: '免费公开课：零基础学配色', url: '/course', openMethod: 'self', label: 'FREE' },
  { groupType: 'live-course-banner', name: '直播课 · 每周三晚 8 点准时开讲', url: '/livecourse', openMethod: 'self', label: 'LIVE WED 20:00' },
  { groupType: 'live-course-banner', name: '直播训练营：14 天搞定 C4D 产品渲染', url: '/livecourse', openMethod: 'self', label: 'C4D CAMP' },
  { groupType: 'live-course-banner', name: '线下课表：北京、石家庄、深圳、济南', url: '/course-plan', openMethod: 'self', label: 'OFFLINE' },
  { groupType: 'course-banner', name: '全部课程 · 新人首单立减 30 元', url: '/course', openMethod: 'self', label: 'NEW -30' },
  { groupType: 'course-banner', name: 'Blender 三维入门系列完结', url: '/course', openMethod: 'self', label: 'BLENDER' },
  { groupType: 'course-banner', name: '站酷精选：本月优秀学员作品', url: 'https://www.zcool.com.cn', openMethod: 'blank', label: 'ZCOOL' },
];

const NAVIGATION: Array<{ name: string; links: Array<[string, string]> }> = [
  { name: '学习', links: [['全部课程', '/course'], ['直播课', '/livecourse'], ['线下课表', '/course-plan'], ['学员作品', '/shots']] },
  { name: '发现', links: [['设计工具', '/tool'], ['设计夜谈播客', '/podcast'], ['设计导航', 'https://hao.uisdc.com']] },
  { name: '社区', links: [['站酷', 'https://www.zcool.com.cn'], ['UI 中国', 'https://www.ui.cn'], ['Dribbble', 'https://dribbble.com']] },
  { name: '帮助', links: [['个人中心', '/account'], ['我的消息', '/account?tab=message'], ['健康打卡', '/health-sign']] },
];

const FRIEND_LINKS: Array<[string, string]> = [
  ['站酷', 'https://www.zcool.com.cn'],
  ['UI 中国', 'https://www.ui.cn'],
  ['优设网', 'https://www.uisdc.com'],
  ['花瓣网', 'https://huaban.com'],
  ['腾讯 ISUX', 'https://isux.tencent.com'],
  ['Behance', 'https://www.behance.net'],
  ['Dribbble', 'https://dribbble.com'],
];

const BULLETINS = [
  '欢迎来到设计学堂！新用户注册即可免费学习 10 门入门课程。',
  '《UI 设计就业班》第 12 期开始报名，北京、深圳校区名额有限。',
  '【公告】本周六晚 8 点《Figma 从入门到精通》直播答疑，错过的同学可在课程页回看。',
];

const TOOLS: Array<{ name: string; items: Array<[string, string, string]> }> = [
  {
    name: '配色工具',
    items: [
      ['Coolors', 'https://coolors.co', 'CO'],
      ['Adobe Color', 'https://color.adobe.com', 'AC'],
      ['中国色', 'http://zhongguose.com', 'ZG'],
      ['Color Hunt', 'https://colorhunt.co', 'CH'],
    ],
  },
  {
    name: '图标素材',
    items: [
      ['iconfont', 'https://www.iconfont.cn', 'IF'],
      ['IconPark', 'https://iconpark.oceanengine.com', 'IP'],
      ['Iconify', 'https://icon-sets.iconify.design', 'IC'],
      ['Feather', 'https://feathericons.com', 'FE'],
    ],
  },
  {
    name: '字体',
    items: [
      ['Google Fonts', 'https://fonts.google.com', 'GF'],
      ['字由', 'https://www.hellofont.cn', 'ZY'],
      ['猫啃网', 'https://www.maoken.com', 'MK'],
    ],
  },
  {
    name: '图片素材',
    items: [
      ['Unsplash', 'https://unsplash.com', 'UN'],
      ['Pexels', 'https://www.pexels.com', 'PX'],
      ['站酷海洛', 'https://www.hellorf.com', 'HL'],
    ],
  },
  {
    name: '灵感参考',
    items: [
      ['Dribbble', 'https://dribbble.com', 'DR'],
      ['Behance', 'https://www.behance.net', 'BE'],
      ['Pinterest', 'https://www.pinterest.com', 'PI'],
      ['花瓣网', 'https://huaban.com', 'HB'],
    ],
  },
  {
    name: '原型与协作',
    items: [
      ['Figma', 'https://www.figma.com', 'FG'],
      ['即时设计', 'https://js.design', 'JS'],
      ['MasterGo', 'https://mastergo.com', 'MG'],
      ['墨刀', 'https://modao.cc', 'MD'],
    ],
  },
];

/** Banners of every group, footer navigation and friend links, bulletins and tool groups. */
export async function seedCommon(ctx: SeedContext): Promise<void> {
  const { db, media } = ctx;
  const bannerPreviews = await Promise.all(BANNERS.map((banner, i) => media.image('banner', 3000 + i, banner.label)));
  await db.insert(banners).values(
    BANNERS.map(({ label: _label, ...banner }, i) => ({ ...banner, preview: bannerPreviews[i], sort: i, hitNum: Math.floor(ctx.rng() * 500) })),
  );

  const groups = await db
    .insert(navigationGroups)
    .values(NAVIGATION.map((group, i) => ({ name: group.name, sort: i })))
    .returning();
  await db.insert(navigationLinks).values(
    NAVIGATION.flatMap((group, g) => group.links.map(([name, url], i) => ({ groupId: groups[g].id, name, url, sort: i }))),
  );
  await db.insert(friendLinks).values(FRIEND_LINKS.map(([name, url], i) => ({ type: 'link', name, url, sort: i })));

  const now = Date.now();
  await db.insert(bulletins).values(
    BULLETINS.map((description, i) => ({ description, createdAt: new Date(now - (BULLETINS.length - i) * 7 * 86_400_000) })),
  );

  const toolGroupRows = await db
    .insert(toolGroups)
    .values(TOOLS.map((group, i) => ({ name: group.name, sort: i })))
    .returning();
  const toolRows = TOOLS.flatMap((group, g) => group.items.map(([name, url, label], i) => ({ groupId: toolGroupRows[g].id, name, url, label, sort: i })));
  const previews = await Promise.all(toolRows.map((tool, i) => media.image('icon', 4000 + i, tool.label)));
  await db.insert(tools).values(toolRows.map(({ label: _label, ...tool }, i) => ({ ...tool, preview: previews[i] })));
}
