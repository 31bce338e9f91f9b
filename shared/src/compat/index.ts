// What shared's entry exported before and remotes released earlier may still import from it at run time (shared is
// the shell's copy): kept until every remote's active release is built without it. A shell deploy must never take
// an export away from a release that is live. New code imports the new place.
import type { UploadOptions, UploadResult } from '../upload/upload-file';

/** @deprecated since 2026-11-30: import `uploadFile` from `@site/shared/upload`. Loads the upload code on first use. */
export function uploadFile(file: File, options: UploadOptions): Promise<UploadResult> {
  return import('../upload/upload-file').then((upload) => upload.uploadFile(file, options));
}

/** @deprecated since 2026-11-30: the shots remote keeps its own (mfe-shots/src/components/page-layout.ts). */
export const SHOTS_PAGE_TOP = { maxWidth: 1200, padding: '16px 12px', titleFontSize: 22, headMarginBottom: 16, gap: 12, filtersBasis: 320, searchWidth: 240, controlHeight: 32, gridMarginTop: 16 } as const;

/** @deprecated since 2026-11-30: the shots remote keeps its own (mfe-shots/src/components/page-layout.ts). */
export const SHOT_DETAIL_TOP = { maxWidth: 1200, padding: '16px 12px', titleFontSize: 24, titleMarginBottom: 12, rowGap: 8, rowMarginBottom: 16, avatarSize: 28, tagsGap: 6, contentLineHeight: 1.8 } as const;
