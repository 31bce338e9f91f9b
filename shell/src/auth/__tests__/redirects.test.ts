import { getAuthRedirect } from '../redirects';
import { buildUser } from '../../testing/render-with-shell';

const poster = buildUser();
const nonPoster = buildUser({ userPower: { canPostShot: false } });

describe('start-up auth redirects (spec 4)', () => {
  it.each([
    // 1100 (anonymous): leave /post..., /account, /post/shot...
    ['/account', null, true, '/'],
    ['/account?tab=message'.split('?')[0], null, true, '/'],
    ['/post/shot/create', null, true, '/'],
    ['/post/shot/12', null, true, '/'],
    ['/post', null, true, '/'],
    ['/', null, true, null],
    ['/shots', null, true, null],
    ['/course/3', null, true, null],
    ['/accounts', null, true, null],
    ['/poster', null, true, null],
    // Unknown session (check failed for another reason): only the shot editor needs the power.
    ['/account', null, false, null],
    ['/post/shot/create', null, false, '/'],
    // Logged in: canPostShot decides the editor.
    ['/post/shot/create', poster, false, null],
    ['/post/shot/5', poster, false, null],
    ['/post/shot/create', nonPoster, false, '/'],
    ['/post/shot/5', nonPoster, false, '/'],
    ['/account', nonPoster, false, null],
  ])('%p with user %p, anonymous %p -> %p', (pathname, user, anonymous, expected) => {
    expect(getAuthRedirect(pathname, { user, anonymous })).toBe(expected);
  });
});
