import { readableTextOn } from '../readable-text';

/** WCAG 2.1 contrast ratio between two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}
const full = (color: string) => (color === '#fff' ? '#ffffff' : '#000000');

describe('readableTextOn', () => {
  it.each(['#165DFF', '#0FC6C2', '#FF7D00', '#F53F3F', '#722ED1', '#00B42A', '#F7BA1E', '#EB0AA4', '#abc'])(
    'reads at 4.5:1 or more on the class colour %s',
    (background) => {
      const hex = background.length === 4 ? `#${[...background.slice(1)].map((d) => d + d).join('')}` : background;
      expect(contrast(full(readableTextOn(background)), hex)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps white on a colour it cannot read (the theme variable)', () => {
    expect(readableTextOn('rgb(var(--primary-6))')).toBe('#fff');
  });
});
