// Editor validation (spec 5): create needs title, cover and content; an update checks only the
// fields it changes, so a member can fix a typo without re-uploading the cover.

export const SHOT_TITLE_MAX = 100;
export const SHOT_TAGS_MAX = 10;
export const SHOT_TAG_MAX_LENGTH = 20;
/** Cover formats (spec 5) and editor image formats. */
export const SHOT_COVER_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif'] as const;
export const SHOT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/apng', 'image/svg+xml'] as const;
/** Cover preview size (spec 9). */
export const SHOT_COVER_SIZE = { width: 536, height: 410 } as const;

export interface ShotEditorValues {
  title: string;
  preview: string;
  content: string;
  tags: string;
  shotCategoryId: number | null;
  enableComment: boolean;
}

export type ShotField = keyof ShotEditorValues;
export type ShotErrors = Partial<Record<ShotField, string>>;

/** Text of an HTML fragment, to tell "<p></p>" (an empty editor) from real content. */
function hasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
}

const checks: Partial<Record<ShotField, (values: ShotEditorValues) => string | null>> = {
  title: ({ title }) => {
    const value = title.trim();
    if (!value) return '请填写作品标题';
    if (value.length > SHOT_TITLE_MAX) return `标题不能超过 ${SHOT_TITLE_MAX} 个字`;
    return null;
  },
  preview: ({ preview }) => (preview.trim() ? null : '请上传作品封面'),
  content: ({ content }) => (hasContent(content) ? null : '请填写作品内容'),
};

/** Errors of a new shot: every required field is checked. */
export function validateShotCreate(values: ShotEditorValues): ShotErrors {
  const errors: ShotErrors = {};
  for (const [field, check] of Object.entries(checks) as [ShotField, (v: ShotEditorValues) => string | null][]) {
    const message = check(values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The fields whose value differs from the saved one. */
export function changedShotFields(saved: ShotEditorValues, current: ShotEditorValues): ShotField[] {
  return (Object.keys(current) as ShotField[]).filter((field) => current[field] !== saved[field]);
}

/** Errors of an update: the same checks, only for the fields that changed. */
export function validateShotUpdate(saved: ShotEditorValues, current: ShotEditorValues): ShotErrors {
  const errors: ShotErrors = {};
  for (const field of changedShotFields(saved, current)) {
    const message = checks[field]?.(current);
    if (message) errors[field] = message;
  }
  return errors;
}

export const hasShotErrors = (errors: ShotErrors): boolean => Object.keys(errors).length > 0;
