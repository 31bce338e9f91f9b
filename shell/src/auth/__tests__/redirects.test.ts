import { getAuthRedirect, startPath } from '../redirects';
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

describe('where the page starts (the server said whether the request had a session)', () => {
  it.each([
    // A visitor on a page that needs a login starts at home, before its code loads.
    ['/account', false, '/'],
    ['/account/message', false, '/'],
    ['/post/shot/create', false, '/'],
    ['/shots', false, '/shots'],
    ['/accounts', false, '/accounts'],
    // Signed in, or not said (a dev server): stay, the start-up check decides.
    ['/account', true, '/account'],
    ['/post/shot/create', true, '/post/shot/create'],
    ['/account', undefined, '/account'],
  ])('%p, signed in %p -> %p', (pathname, signedIn, expected) => {
    expect(startPath(pathname, signedIn)).toBe(expected);
  });
});
