import { pageIdForPath, remoteModulesForPath } from '../route-remotes';

describe('remote modules a pathname needs', () => {
  it.each([
    ['/', [{ remote: 'course', expose: 'widgets' }, { remote: 'shots', expose: 'widgets' }]],
    ['/course', [{ remote: 'course', expose: 'routes' }]],
    ['/course/62', [{ remote: 'course', expose: 'routes' }]],
    ['/course/62/', [{ remote: 'course', expose: 'routes' }]],
    ['/shot/5', [{ remote: 'shots', expose: 'routes' }]],
    ['/post/shot/create', [{ remote: 'shots', expose: 'routes' }]],
    ['/podcast/12', [{ remote: 'podcast', expose: 'routes' }]],
    ['/admin/releases', [{ remote: 'admin', expose: 'routes' }]],
    ['/logout', []],
    ['/no/such/page', []],
  ])('%s', (pathname, expected) => {
    expect(remoteModulesForPath(pathname)).toEqual(expected);
  });

  it('matches params only where the pattern has one', () => {
    expect(pageIdForPath('/teacher/li')).toBe('teacher');
    expect(pageIdForPath('/teacher')).toBeUndefined();
    expect(pageIdForPath('/course/1/2')).toBeUndefined();
  });
});
