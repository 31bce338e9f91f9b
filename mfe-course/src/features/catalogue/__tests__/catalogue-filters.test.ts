import { activeFilterCount, changeFilters, emptyFilters, nextSort, toListRequest } from '../catalogue-filters';

describe('catalogue filters (spec 7, 9)', () => {
  it('asks for 30 per page with nothing else by default', () => {
    expect(toListRequest(emptyFilters(), 0)).toEqual({ page: 0, perPage: 30 });
  });

  it.each([
    [1, { startPrice: 100, endPrice: 9999 }],
    [2, { startPrice: 10000, endPrice: 49999 }],
    [3, { startPrice: 50000, endPrice: 99999 }],
    [4, { startPrice: 100000 }],
  ])('price bucket %i forces charge and sends %j', (bucket, bounds) => {
    const filters = changeFilters({ ...emptyFilters(), freeMode: 'free' }, { priceBucket: bucket });
    expect(filters.freeMode).toBe('charge');
    expect(toListRequest(filters, 2)).toEqual({ page: 2, perPage: 30, freeMode: 'charge', ...bounds });
  });

  it('choosing 免费 clears the price bucket', () => {
    const filters = changeFilters(changeFilters(emptyFilters(), { priceBucket: 2 }), { freeMode: 'free' });
    expect(toListRequest(filters, 0)).toEqual({ page: 0, perPage: 30, freeMode: 'free' });
  });

  it('sends every other filter, the trimmed keyword, the start bucket and the sort', () => {
    const filters = changeFilters(emptyFilters('live-course'), {
      softWareId: 3,
      teacherId: 4,
      groupId: 5,
      categoryId: 6,
      level: 'middle',
      startBucket: 2,
      keyword: '  figma ',
      sort: { field: 'price', order: 'ASC' },
    });
    expect(toListRequest(filters, 1)).toEqual({
      page: 1,
      perPage: 30,
      softWareId: 3,
      teacherId: 4,
      courseType: 'live-course',
      groupId: 5,
      categoryId: 6,
      level: 'middle',
      startAt: 2,
      keyword: 'figma',
      sort: { price: 'ASC' },
    });
    expect(activeFilterCount(filters, 'live-course')).toBe(6);
  });

  it('picking another group clears the category', () => {
    const filters = changeFilters({ ...emptyFilters(), groupId: 1, categoryId: 2 }, { groupId: 3 });
    expect(filters.categoryId).toBeUndefined();
  });

  it.each([
    [null, 'price', { field: 'price', order: 'DESC' }],
    [{ field: 'price', order: 'DESC' }, 'price', { field: 'price', order: 'ASC' }],
    [{ field: 'price', order: 'ASC' }, 'price', { field: 'price', order: 'DESC' }],
    [{ field: 'price', order: 'ASC' }, 'createdTime', { field: 'createdTime', order: 'DESC' }],
  ] as const)('sort %j + %s -> %j', (current, field, expected) => {
    expect(nextSort(current, field)).toEqual(expected);
  });
});
