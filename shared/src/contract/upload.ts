import { AVATAR_MAX_BYTES } from './constants';

/** What an upload is for: each purpose has its own size limit, content types and key folder (spec 5). */
export const UPLOAD_PURPOSES = ['avatar', 'shot-cover', 'shot-image', 'content-image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/apng' | 'image/svg+xml';

export interface UploadRule {
  maxBytes: number;
  contentTypes: readonly ImageContentType[];
  /** Shown to the user when a file of another type is chosen. */
  typeLabel: string;
}

/**
 * Avatar: jpeg/png/jpg/gif under 2 MB; shot cover: jpeg/png/jpg/gif; editor images:
 * png/jpeg/gif/webp/apng/svg; never audio or video. Browser and server check the same table
 * (the server by magic bytes, not by the browser's claim).
 */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  avatar: { maxBytes: AVATAR_MAX_BYTES, contentTypes: ['image/jpeg', 'image/png', 'image/gif'], typeLabel: 'JPG、PNG、GIF' },
  'shot-cover': { maxBytes: 5 * 1024 * 1024, contentTypes: ['image/jpeg', 'image/png', 'image/gif'], typeLabel: 'JPG、PNG、GIF' },
  'shot-image': {
    maxBytes: 10 * 1024 * 1024,
    contentTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/apng', 'image/svg+xml'],
    typeLabel: 'PNG、JPG、GIF、WEBP、APNG、SVG',
  },
  // Banners (800x300 previews), tool previews and app icons, uploaded in the admin backend.
  'content-image': { maxBytes: 5 * 1024 * 1024, contentTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], typeLabel: 'JPG、PNG、GIF、WEBP' },
};

/** Purposes only admins get a token for: site content, not members' own files. */
export const ADMIN_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['content-image'];

/**
 * Image sizes the file server renders (spec 9): avatar 200, course cover 600, shot cover 536x410, banner
 * 800x300, half-size covers for the 2-a-row grids of phones (picked by srcset), and apps' icons where they
 * show at 12-16 px (48 wide: sharp at 3x; the uploads are often 10-15 KB each, a dozen of them on a page).
 */
export const IMAGE_SIZES = {
  avatar: { w: 200 },
  appIcon: { w: 48 },
  appIconLarge: { w: 96 },
  courseCover: { w: 600 },
  courseCoverSmall: { w: 360 },
  shotCover: { w: 536, h: 410 },
  shotCoverSmall: { w: 360, h: 275 },
  banner: { w: 800, h: 300 },
} as const;

/**
 * How wide a grid card's cover is shown (CardGrid: 2 a row below 768 px, 3 below 1200 px, else 4 in a 1280 px page),
 * less the page's padding (12 px a side up to 414 px, else 24) and the grid's 16 px gaps: said as a bare 50vw, a
 * phone 412 px wide at 1.75x asked for 361 pixels and took the 600-wide cover for a 186 px card.
 */
export const CARD_IMAGE_SIZES = '(max-width: 414px) calc(50vw - 20px), (max-width: 767px) calc(50vw - 32px), (max-width: 1199px) calc(33.3vw - 27px), 296px';

/** Cards a grid shows before the fold on any screen (one row of 4, two rows of 2): their covers load at once, the rest lazily. */
export const CARDS_ABOVE_FOLD = 4;

/**
 * A srcset offering an uploaded image at several allowed sizes (width descriptors), so the browser takes
 * the smallest that fills its box; undefined for an image the file server does not resize (external URL).
 */
export function imageSrcSet(url: string, sizes: readonly { w: number; h?: number }[]): string | undefined {
  if (!url.startsWith('/files/')) return undefined;
  return sizes.map((size) => `${imageUrl(url, size)} ${size.w}w`).join(', ');
}

/** The URL of an image at one of the allowed sizes (other sizes are refused by the server). */
export function imageUrl(url: string, size: { w: number; h?: number }): string {
  if (!url.startsWith('/files/')) return url;
  const query = size.h ? `w=${size.w}&h=${size.h}` : `w=${size.w}`;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
