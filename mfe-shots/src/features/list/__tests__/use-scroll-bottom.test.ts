import { isNearBottom, SCROLL_DEBOUNCE_MS, SCROLL_TRIGGER_PX } from '../use-scroll-bottom';

describe('infinite scroll trigger (spec 9: 100 px from the bottom, 200 ms debounce)', () => {
  test('constants', () => {
    expect(SCROLL_TRIGGER_PX).toBe(100);
    expect(SCROLL_DEBOUNCE_MS).toBe(200);
  });
  test.each([
    [0, 800, 3000, false],
    [2099, 800, 3000, false],
    [2100, 800, 3000, true],
    [2200, 800, 3000, true],
    [0, 800, 700, true],
  ])('scrollY %i, viewport %i, document %i -> %s', (scrollY, viewport, height, expected) => {
    expect(isNearBottom(scrollY, viewport, height)).toBe(expected);
  });
});
