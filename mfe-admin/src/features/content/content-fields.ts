import type { ContentRow, ContentValues } from './api/content';

export type FieldDef =
  | { key: string; label: string; type: 'text'; max: number; required?: boolean; link?: boolean; placeholder?: string }
  | { key: string; label: string; type: 'select'; options: { value: string | number; label: string }[] }
  | { key: string; label: string; type: 'switch' }
  | { key: string; label: string; type: 'image'; required?: boolean; hint: string; size?: { w: number; h: number } };

/** Spec 2: the home carousel groups first; the live-course and all-courses pages have their own. */
export const BANNER_GROUP_LABELS: { value: string; label: string }[] = [
  { value: 'course-home', label: '首页轮播' },
  { value: 'course-home-child-banner', label: '首页副图' },
  { value: 'live-course-banner', label: '直播课轮播' },
  { value: 'course-banner', label: '全部课程轮播' },
];

const name = (max: number, label = '名称'): FieldDef => ({ key: 'name', label, type: 'text', max, required: true });
const url = (required: boolean): FieldDef => ({ key: 'url', label: '链接地址', type: 'text', max: 500, required, link: true, placeholder: 'https://… 或站内路径，如 /course' });

export const BANNER_FIELDS: FieldDef[] = [
  name(100, '标题'),
  url(false),
  { key: 'openMethod', label: '打开方式', type: 'select', options: [{ value: 'self', label: '当前页打开' }, { value: 'blank', label: '新标签页打开' }] },
  { key: 'preview', label: '预览图', type: 'image', required: true, hint: '建议 800×300，JPG、PNG、GIF、WEBP，不超过 5 MB', size: { w: 800, h: 300 } },
  { key: 'enabled', label: '显示', type: 'switch' },
];
export const GROUP_FIELDS: FieldDef[] = [name(40, '分组名称')];
export const TOOL_FIELDS: FieldDef[] = [name(60), url(true), { key: 'preview', label: '图标', type: 'image', hint: 'JPG、PNG、GIF、WEBP，不超过 5 MB' }];
export const LINK_FIELDS: FieldDef[] = [name(40), url(true)];
export const APP_FIELDS: FieldDef[] = [name(40), { key: 'iconUrl', label: '图标', type: 'image', hint: 'JPG、PNG、GIF、WEBP，不超过 5 MB' }];

const LINK = /^(https?:\/\/\S+|\/(?!\/)\S*)$/;

/** The same rules as the server, so most mistakes show before saving; the server's message wins otherwise. */
export function validate(fields: FieldDef[], values: ContentValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.type === 'text') {
      const text = String(value ?? '').trim();
      if (field.required && text === '') problems[field.key] = `请填写${field.label}`;
      else if (text.length > field.max) problems[field.key] = `${field.label}最多 ${field.max} 个字`;
      else if (field.link && text !== '' && !LINK.test(text)) problems[field.key] = '链接须以 http://、https:// 或 / 开头';
    }
    if (field.type === 'image' && field.required && !String(value ?? '')) problems[field.key] = `请上传${field.label}`;
  }
  return problems;
}

/** A new row's starting values. */
export function blankValues(fields: FieldDef[], fixed: ContentValues = {}): ContentValues {
  const values: ContentValues = {};
  for (const field of fields) {
    if (field.type === 'switch') values[field.key] = true;
    else if (field.type === 'select') values[field.key] = field.options[0]?.value ?? '';
    else values[field.key] = '';
  }
  return { ...values, ...fixed };
}

/** The editable part of a row. */
export const valuesOf = (fields: FieldDef[], row: ContentRow): ContentValues => Object.fromEntries(fields.map((field) => [field.key, row[field.key] ?? '']));
