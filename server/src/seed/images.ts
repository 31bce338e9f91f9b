import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../modules/storage/storage';
import { FILES_HOST } from '../modules/storage/service';
import type { SeedImageKind } from './context';
import { createRng } from './rng';

/** Pixel size and format per kind: twice the largest size the site asks for, where that is cheap. */
export const KINDS: Record<SeedImageKind, { width: number; height: number; format: 'jpeg' | 'png' }> = {
  cover: { width: 960, height: 600, format: 'jpeg' },
  shot: { width: 804, height: 615, format: 'jpeg' },
  banner: { width: 1600, height: 600, format: 'jpeg' },
  avatar: { width: 400, height: 400, format: 'png' },
  icon: { width: 256, height: 256, format: 'png' },
};

const PALETTES: Array<[string, string]> = [
  ['#165dff', '#722ed1'],
  ['#ff7d00', '#f53f3f'],
  ['#00b42a', '#14c9c9'],
  ['#f7ba1e', '#ff7d00'],
  ['#3491fa', '#0fc6c2'],
  ['#d91ad9', '#722ed1'],
  ['#f53f3f', '#d91ad9'],
  ['#0e42d2', '#14c9c9'],
  ['#1d2129', '#4e5969'],
  ['#eb0aa4', '#ff7d00'],
];

/** Bump when the drawing changes, so re-seeding a kept storage folder draws the new pictures. */
const VERSION = 1;

let cjkFont: boolean | null = null;

/** Whether fontconfig knows a Chinese font; without one, librsvg would draw Chinese as empty boxes. */
function hasCjkFont(): boolean {
  if (cjkFont === null) {
    try {
      cjkFont = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', timeout: 5000 }).trim().length > 0;
    } catch {
      cjkFont = false;
    }
  }
  return cjkFont;
}

/** The label as it can be drawn here: Chinese is dropped when no CJK font exists (page text carries it anyway). */
export function drawableLabel(label: string, cjk = hasCjkFont()): string {
  const text = cjk ? label : label.replace(/[^\x20-\x7e]/g, '');
  return text.replace(/\s+/g, ' ').trim().slice(0, 24);
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An abstract picture: a diagonal gradient, translucent shapes and an optional label. */
export function seedImageSvg(kind: SeedImageKind, seed: number, rawLabel = ''): string {
  const label = drawableLabel(rawLabel);
  const { width, height } = KINDS[kind];
  const rng = createRng(seed * 7919 + kind.length * 104729);
  const [from, to] = PALETTES[Math.floor(rng() * PALETTES.length)];
  const shapes: string[] = [];
  const count = kind === 'icon' || kind === 'avatar' ? 3 : 7;
  for (let i = 0; i < count; i += 1) {
    const x = Math.round(rng() * width);
    const y = Math.round(rng() * height);
    const size = Math.round((0.1 + rng() * 0.35) * Math.min(width, height));
    const opacity = (0.08 + rng() * 0.22).toFixed(2);
    shapes.push(
      rng() < 0.6
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" fill-opacity="${opacity}"/>`
        : `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${Math.round(size / 5)}" fill="#fff" fill-opacity="${opacity}" transform="rotate(${Math.round(rng() * 60 - 30)} ${x} ${y})"/>`,
    );
  }
  const square = kind === 'avatar' || kind === 'icon';
  const fontSize = Math.round(Math.min(height * (square ? 0.36 : 0.16), (width * (square ? 1.1 : 1.6)) / Math.max(label.length, 1)));
  const text = label
    ? `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" fill-opacity="0.95" letter-spacing="${kind === 'avatar' ? 0 : 2}">${escapeXml(label)}</text>`
    : '';
  const radius = kind === 'icon' ? ` rx="${Math.round(width * 0.22)}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<clipPath id="c"><rect width="${width}" height="${height}"${radius}/></clipPath></defs>
<g clip-path="url(#c)"><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}</g>${text}</svg>`;
}

/** Renders and stores a demo image (once: the key is derived from its inputs) and answers its URL. */
export function createImageMaker(storage: Storage) {
  return async function image(kind: SeedImageKind, seed: number, label = ''): Promise<string> {
    const { format } = KINDS[kind];
    const ext = format === 'jpeg' ? 'jpg' : 'png';
    const hash = crypto.createHash('sha256').update(`${VERSION}|${kind}|${seed}|${label}`).digest('hex').slice(0, 32);
    const key = `seed/${kind}/${hash}.${ext}`;
    if (!(await storage.exists(key))) {
      const picture = sharp(Buffer.from(seedImageSvg(kind, seed, label)));
      const buffer = format === 'jpeg' ? await picture.jpeg({ quality: 80 }).toBuffer() : await picture.png().toBuffer();
      await storage.put(key, buffer, `image/${format}`);
    }
    return `${FILES_HOST}${key}`;
  };
}
