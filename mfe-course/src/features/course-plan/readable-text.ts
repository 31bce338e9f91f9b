/** Relative luminance of an sRGB colour (WCAG 2.1), from #rgb or #rrggbb; null for anything else. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const WHITE = '#fff';
// Black rather than the theme's dark grey: for any colour, white or black reaches 4.5:1 (magenta #eb0aa4 only
// just, at 5.0:1 with black against 3.9:1 with the grey).
const BLACK = '#000';

/**
 * White or black text, whichever reads better on a class's bar: the bar's colour is chosen per class by the
 * staff (gold, cyan and orange among them), and white text on the light ones falls far below 4.5:1.
 * Colours that are not plain hex (the theme's primary blue) keep white.
 */
export function readableTextOn(background: string): string {
  const light = luminance(background);
  if (light === null) return WHITE;
  const onWhite = 1.05 / (light + 0.05);
  const onBlack = (light + 0.05) / 0.05;
  return onWhite >= onBlack ? WHITE : BLACK;
}
