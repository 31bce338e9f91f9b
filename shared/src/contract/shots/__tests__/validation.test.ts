import { changedShotFields, hasShotErrors, type ShotEditorValues, validateShotCreate, validateShotUpdate } from '../validation';

const saved: ShotEditorValues = {
  title: '品牌海报',
  preview: '/files/public/cover.png',
  content: '<p>说明</p>',
  tags: '海报',
  shotCategoryId: 1,
  enableComment: true,
};

describe('validateShotCreate (spec 5: title, cover, content required)', () => {
  it('accepts a complete shot', () => {
    expect(validateShotCreate(saved)).toEqual({});
  });
  it.each([
    ['title', { title: '  ' }],
    ['preview', { preview: '' }],
    ['content', { content: '<p></p>' }],
    ['content', { content: '<p>&nbsp; </p>' }],
  ] as const)('requires %s', (field, patch) => {
    const errors = validateShotCreate({ ...saved, ...patch });
    expect(Object.keys(errors)).toEqual([field]);
  });
  it('counts an image alone as content', () => {
    expect(validateShotCreate({ ...saved, content: '<p><img src="/files/a.png"></p>' })).toEqual({});
  });
  it('reports every missing field of an empty form', () => {
    const errors = validateShotCreate({ ...saved, title: '', preview: '', content: '' });
    expect(Object.keys(errors).sort()).toEqual(['content', 'preview', 'title']);
    expect(hasShotErrors(errors)).toBe(true);
  });
  it('limits the title to 100 characters', () => {
    expect(validateShotCreate({ ...saved, title: '字'.repeat(101) }).title).toBeDefined();
    expect(validateShotCreate({ ...saved, title: '字'.repeat(100) }).title).toBeUndefined();
  });
});

describe('validateShotUpdate (same checks, changed fields only)', () => {
  it('lists changed fields', () => {
    expect(changedShotFields(saved, { ...saved, title: '新', enableComment: false })).toEqual(['title', 'enableComment']);
  });
  it('ignores unchanged invalid fields', () => {
    const legacy = { ...saved, preview: '' };
    expect(validateShotUpdate(legacy, { ...legacy, title: '新标题' })).toEqual({});
  });
  it('checks a changed field', () => {
    expect(Object.keys(validateShotUpdate(saved, { ...saved, title: '' }))).toEqual(['title']);
    expect(Object.keys(validateShotUpdate(saved, { ...saved, content: '<p></p>' }))).toEqual(['content']);
  });
  it('has nothing to say about an unchanged form', () => {
    expect(hasShotErrors(validateShotUpdate(saved, saved))).toBe(false);
  });
});
