import { SERIES } from '../audio';

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

test('a series that says how many episodes it has says it right', () => {
  const counted = SERIES.filter((series) => /^[一二三四五六七八九十]+期/.test(series.description));
  // 产品设计十日谈 says so (it said 十期 over six episodes).
  expect(counted.map((series) => series.title)).toContain('产品设计十日谈');
  for (const series of counted) {
    const said = NUMERALS.indexOf(series.description.match(/^([一二三四五六七八九十]+)期/)?.[1] ?? '') + 1;
    expect({ title: series.title, said }).toEqual({ title: series.title, said: series.episodes.length });
  }
});
