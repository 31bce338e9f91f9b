import { STORAGE_KEY } from '@site/shared';
import { canSeeAdminLink } from '../admin-link';
import { getAvatarContent } from '../avatar';
import { closeBulletin, getClosedBulletinIds, isBulletinClosed } from '../bulletin-store';
import { getNavItems } from '../nav-items';

describe('avatar rule (spec 2: image, else first letter upper-cased, else default icon)', () => {
  it.each([
    [{ avatar: 'https://cdn.example.com/a.png', username: 'zoe' }, { kind: 'image', src: 'https://cdn.example.com/a.png' }],
    [{ avatar: '', username: 'zoe' }, { kind: 'letter', letter: 'Z' }],
    [{ avatar: '   ', username: 'alice' }, { kind: 'letter', letter: 'A' }],
    [{ avatar: '', username: '9lives' }, { kind: 'letter', letter: '9' }],
    [{ avatar: '', username: '' }, { kind: 'icon' }],
    [null, { kind: 'icon' }],
  ])('%p -> %p', (user, expected) => expect(getAvatarContent(user)).toEqual(expected));
});

describe('admin backend link (spec 2 and 6: at least one true role)', () => {
  it.each([
    [{ roles: {} }, false],
    [{ roles: { admin: false, teacher: false } }, false],
    [{ roles: { admin: true, teacher: false } }, true],
    [{ roles: { admin: false, teacher: true } }, true],
    [{ roles: { editor: true } }, true],
    [null, false],
  ])('%p -> %p', (user, expected) => expect(canSeeAdminLink(user)).toBe(expected));
});

describe('navigation menu (spec 2)', () => {
  it('lists the six site sections in order and the design-navigation site as external', () => {
    const items = getNavItems('https://nav.example.com/');
    expect(items.map((item) => item.href)).toEqual(['/', '/course', '/course-plan', '/shots', '/tool', '/podcast', 'https://nav.example.com/']);
    expect(items.filter((item) => item.external)).toHaveLength(1);
    expect(items[items.length - 1].external).toBe(true);
  });

  it('in the phone drawer also lists 直播课 (the footer has it; on a phone the drawer is the only menu)', () => {
    const items = getNavItems('https://nav.example.com/', true);
    expect(items.map((item) => item.label)).toEqual(['首页', '全部课程', '直播课', '线下课表', '学员作品', '设计工具', '播客', '设计导航']);
    expect(items.find((item) => item.label === '直播课')?.href).toBe('/livecourse');
  });
});

describe('closed bulletins (spec 2 and 3: persist under the common key)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'closed_bulletin=; max-age=0; path=/';
  });

  it('tells the server the latest closed bulletin in a cookie, so it leaves that bar out of the page it draws', () => {
    closeBulletin(7);
    expect(document.cookie).toContain('closed_bulletin=7');
    closeBulletin(9);
    expect(document.cookie).toContain('closed_bulletin=9');
    expect(document.cookie).not.toContain('closed_bulletin=7');
  });

  it('remembers closed ids in the common storage object, keeping its other keys', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ hasFoldMenus: true, isLogin: true }));
    expect(isBulletinClosed(7)).toBe(false);
    closeBulletin(7);
    closeBulletin(7);
    closeBulletin(9);
    expect(getClosedBulletinIds()).toEqual([7, 9]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '')).toEqual({ hasFoldMenus: true, isLogin: true, closedBulletinIds: [7, 9] });
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ closedBulletinIds: 'oops' }));
    expect(getClosedBulletinIds()).toEqual([]);
    closeBulletin(1);
    expect(isBulletinClosed(1)).toBe(true);
  });
});
