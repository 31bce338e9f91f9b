import { STORAGE_KEY } from '../../contract';
import { getStored, readStore, removeStored, setStored, updateStore } from '../local-store';

describe('local store under the common key', () => {
  beforeEach(() => localStorage.clear());

  it('reads empty when nothing or garbage is stored', () => {
    expect(readStore()).toEqual({});
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(readStore()).toEqual({});
    localStorage.setItem(STORAGE_KEY, '[1,2]');
    expect(readStore()).toEqual({});
  });

  it('keeps every key in one object under STORAGE_KEY', () => {
    setStored('isLogin', true);
    setStored('hasFoldMenus', false);
    updateStore({ closedBulletinIds: [3], latestBannerTab: 'course-home' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '')).toEqual({
      isLogin: true,
      hasFoldMenus: false,
      closedBulletinIds: [3],
      latestBannerTab: 'course-home',
    });
    expect(getStored('closedBulletinIds')).toEqual([3]);
  });

  it('removes one key and leaves the others', () => {
    updateStore({ isLogin: true, hasFoldMenus: true });
    removeStored('isLogin');
    expect(readStore()).toEqual({ hasFoldMenus: true });
  });
});
