import { isPresale } from '../presale';

const now = new Date('2026-03-01T00:00:00Z');
const future = '2026-03-10T00:00:00Z';
const past = '2026-02-10T00:00:00Z';

test.each([
  ['applying, no lessons', { liveStatus: 'applying', lessonNum: 0, startAt: past }, true],
  ['open, no lessons', { liveStatus: 'open', lessonNum: 0, startAt: null }, true],
  ['open, lessons, future start', { liveStatus: 'open', lessonNum: 3, startAt: future }, true],
  ['open, lessons, started', { liveStatus: 'open', lessonNum: 3, startAt: past }, false],
  ['open, lessons, no start time', { liveStatus: 'open', lessonNum: 3, startAt: null }, false],
  ['no live status', { liveStatus: null, lessonNum: 0, startAt: future }, false],
])('%s -> %s', (_label, course, presale) => {
  expect(isPresale(course, now)).toBe(presale);
});
