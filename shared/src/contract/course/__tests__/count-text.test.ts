import { courseCountText } from '../count-text';

test.each([
  ['live, more sign-ups than studies', { courseType: 'live-course', purchaseNum: 12, watchNum: 5 }, '12人报名'],
  ['live, equal counts', { courseType: 'live-course', purchaseNum: 7, watchNum: 7 }, '7人报名'],
  ['live, more studies', { courseType: 'live-course', purchaseNum: 3, watchNum: 40 }, '40次学习'],
  ['online', { courseType: 'online-course', purchaseNum: 3, watchNum: 40 }, '40人在学'],
  ['online, nobody yet', { courseType: 'online-course', purchaseNum: 0, watchNum: 0 }, '0人在学'],
])('%s', (_label, course, text) => {
  expect(courseCountText(course)).toBe(text);
});
