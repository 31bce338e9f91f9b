import { normalizeTags, parseTags, tagsToString } from '../tags';

describe('parseTags (spec 5: comma, full-width comma or newline)', () => {
  it.each([
    ['', []],
    ['UI', ['UI']],
    ['UI,插画', ['UI', '插画']],
    ['UI，插画', ['UI', '插画']],
    ['UI\n插画\r\n海报', ['UI', '插画', '海报']],
    [' UI , 插画 ', ['UI', '插画']],
    ['UI,,，\n,插画', ['UI', '插画']],
    ['UI,UI，插画,UI', ['UI', '插画']],
    ['品牌 设计,海报', ['品牌 设计', '海报']],
    [',，\n', []],
  ])('%j -> %j', (input, expected) => {
    expect(parseTags(input)).toEqual(expected);
  });

  it('treats null and undefined as no tags', () => {
    expect(parseTags(null)).toEqual([]);
    expect(parseTags(undefined)).toEqual([]);
  });
});

describe('tag wire form', () => {
  it('joins with plain commas and cleans the list', () => {
    expect(tagsToString(['UI', ' 插画 ', '', 'UI'])).toBe('UI,插画');
  });
  it('round-trips', () => {
    expect(parseTags(tagsToString(['海报', '字体']))).toEqual(['海报', '字体']);
  });
  it('normalises a typed string', () => {
    expect(normalizeTags('海报，字体\n海报')).toBe('海报,字体');
  });
});
