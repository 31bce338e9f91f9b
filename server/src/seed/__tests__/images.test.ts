import sharp from 'sharp';
import { drawableLabel, seedImageSvg } from '../images';

describe('seed images', () => {
  it('drops Chinese from labels when no CJK font is installed, and keeps it when one is', () => {
    expect(drawableLabel('Figma 从入门到精通', false)).toBe('Figma');
    expect(drawableLabel('海报 细节', false)).toBe('');
    expect(drawableLabel('Figma 从入门到精通', true)).toBe('Figma 从入门到精通');
  });

  it('renders every kind at its size, the same picture for the same seed', async () => {
    for (const [kind, width, height] of [['cover', 960, 600], ['shot', 804, 615], ['banner', 1600, 600], ['avatar', 400, 400], ['icon', 256, 256]] as const) {
      const svg = seedImageSvg(kind, 7, 'UI <&> 01');
      expect(svg).toBe(seedImageSvg(kind, 7, 'UI <&> 01'));
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });
});
