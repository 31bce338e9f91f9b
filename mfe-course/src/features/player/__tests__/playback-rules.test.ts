import { canPlayLesson, isFinal, shouldPromptResume, shouldReport } from '../playback-rules';

describe('shouldReport (spec 4: skipped within 10 s of the last report)', () => {
  it.each([
    [null, 0, true],
    [1000, 1000, false],
    [1000, 10_999, false],
    [1000, 11_000, true],
    [1000, 60_000, true],
  ])('last %p, now %p -> %p', (last, now, expected) => {
    expect(shouldReport(last, now)).toBe(expected);
  });
});

describe('isFinal (spec 9: above 90 %)', () => {
  it.each([
    [0, 100, false],
    [90, 100, false],
    [90.1, 100, true],
    [100, 100, true],
    [5, 0, false],
  ])('%p of %p -> %p', (position, duration, expected) => {
    expect(isFinal(position, duration)).toBe(expected);
  });
});

describe('shouldPromptResume (spec 4: once, above 10 s)', () => {
  it.each([
    [null, false, false],
    [10, false, false],
    [11, false, true],
    [11, true, false],
    [300, false, true],
  ])('watched %p, prompted %p -> %p', (watched, prompted, expected) => {
    expect(shouldPromptResume(watched, prompted)).toBe(expected);
  });
});

describe('canPlayLesson (spec 4)', () => {
  it.each([
    [{ purchased: false, courseFree: false, lessonFree: false }, false],
    [{ purchased: true, courseFree: false, lessonFree: false }, true],
    [{ purchased: false, courseFree: true, lessonFree: false }, true],
    [{ purchased: false, courseFree: false, lessonFree: true }, true],
  ])('%j -> %p', (access, expected) => {
    expect(canPlayLesson(access)).toBe(expected);
  });
});
