import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BANNER_GROUPS } from '@site/shared/contract';
import { idInput } from '../../platform/ids';
import { bannerStore, friendLinkStore, navigationGroupStore, navigationLinkStore, toolGroupStore, toolStore } from '../common/content-writes';
import { banners, navigationLinks, tools } from '../common/tables';
import { appStore } from '../course/app-writes';
import { courseApps } from '../course/tables';
import { defineKind } from './content-kind';
import { isSafeLink } from '../../platform/links';

const name = (max: number) => z.string().trim().min(1, '请填写名称').max(max, `名称最多 ${max} 个字`);

/** Site links: an absolute http(s) address or a path of this site. */
const link = z
  .string()
  .trim()
  .min(1, '请填写链接地址')
  .max(500, '链接地址最多 500 个字符')
  .refine((value) => value === '' || isSafeLink(value), '链接须以 http://、https:// 或 / 开头，且不能含反斜杠或空白');

/** Images come from the upload endpoint (/files/...) or an absolute address. */
const image = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(500, '图片地址最多 500 个字符')
    .refine((value) => value === '' || (isSafeLink(value) && (!value.startsWith('/') || value.startsWith('/files/'))), '图片地址须为上传后的地址或 http(s) 地址');

const optionalImage = z.union([z.literal(''), image('')]).default('');
const groupId = idInput;

export const CONTENT_KINDS = {
  banner: defineKind('banner', {
    readTags: ['site'],
    label: '轮播图',
    store: bannerStore,
    fields: {
      groupType: z.enum(BANNER_GROUPS, { message: '未知的轮播图分组' }),
      name: name(100),
      url: z.union([z.literal(''), link]).default(''),
      openMethod: z.enum(['self', 'blank'], { message: '打开方式只能是当前页或新标签页' }).default('self'),
      preview: image('请上传 800×300 的预览图'),
      enabled: z.boolean().default(true),
    },
    view: { groupType: z.string(), name: z.string(), url: z.string(), openMethod: z.string(), preview: z.string(), enabled: z.boolean(), hitNum: z.number().int() },
    scope: (row) => ({ key: row.groupType, where: eq(banners.groupType, row.groupType) }),
  }),
  'tool-group': defineKind('tool-group', {
    readTags: ['site'],
    label: '工具分组',
    store: toolGroupStore,
    fields: { name: name(40) },
    view: { name: z.string() },
    children: async (db, id) => (await db.select({ n: count() }).from(tools).where(eq(tools.groupId, id)))[0]?.n ?? 0,
  }),
  tool: defineKind('tool', {
    readTags: ['site'],
    label: '工具',
    store: toolStore,
    fields: { groupId, name: name(60), url: link, preview: optionalImage },
    view: { groupId: z.number().int(), name: z.string(), url: z.string(), preview: z.string() },
    parent: { store: toolGroupStore, label: '工具分组' },
    scope: (row) => ({ key: String(row.groupId), where: eq(tools.groupId, row.groupId) }),
  }),
  'nav-group': defineKind('nav-group', {
    readTags: ['site'],
    label: '页脚导航分组',
    store: navigationGroupStore,
    fields: { name: name(40) },
    view: { name: z.string() },
    children: async (db, id) => (await db.select({ n: count() }).from(navigationLinks).where(eq(navigationLinks.groupId, id)))[0]?.n ?? 0,
  }),
  'nav-link': defineKind('nav-link', {
    readTags: ['site'],
    label: '页脚导航链接',
    store: navigationLinkStore,
    fields: { groupId, name: name(40), url: link },
    view: { groupId: z.number().int(), name: z.string(), url: z.string() },
    parent: { store: navigationGroupStore, label: '页脚导航分组' },
    scope: (row) => ({ key: String(row.groupId), where: eq(navigationLinks.groupId, row.groupId) }),
  }),
  'friend-link': defineKind('friend-link', {
    readTags: ['site'],
    label: '友情链接',
    store: friendLinkStore,
    fields: { name: name(40), url: link },
    view: { name: z.string(), url: z.string() },
  }),
  app: defineKind('app', {
    readTags: ['apps', 'courses'],
    label: '软件',
    store: appStore,
    fields: { name: name(40), iconUrl: optionalImage },
    view: { name: z.string(), iconUrl: z.string() },
    // Courses tagged with a deleted app simply lose the tag (course_apps cascades); the count goes in the audit log.
    linked: async (db, id) => (await db.select({ n: count() }).from(courseApps).where(eq(courseApps.appId, id)))[0]?.n ?? 0,
  }),
};

export type ContentKindName = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKindName[];
