import { KEPT_ALIVE_PAGES } from '@site/shared';
import { buildRouteTable, matchRouteEntry } from '../route-table';

describe('route table (spec 2 routes, owners from DESIGN.md)', () => {
  it.each([
    ['/', 'home', 'shell'],
    ['/course', 'courses', 'course'],
    ['/course/12', 'courseDetail', 'course'],
    ['/livecourse', 'liveCourses', 'course'],
    ['/course-plan', 'coursePlan', 'course'],
    ['/app/3', 'appCourses', 'course'],
    ['/teacher/zhang_san', 'teacher', 'course'],
    ['/tool', 'tools', 'course'],
    ['/shots', 'shots', 'shots'],
    ['/shot/8', 'shotDetail', 'shots'],
    ['/post/shot/create', 'shotCreate', 'shots'],
    ['/post/shot/42', 'shotEdit', 'shots'],
    ['/podcast', 'podcast', 'podcast'],
    ['/podcast/7', 'podcastDetail', 'podcast'],
    ['/account', 'account', 'account'],
    ['/promise', 'promise', 'forms'],
    ['/health-sign', 'healthSign', 'forms'],
    ['/logout', 'logout', 'shell'],
  ])('%s -> page %s of %s', (pathname, id, owner) => {
    const entry = matchRouteEntry(pathname);
    expect(entry).toMatchObject({ id, owner });
  });

  it.each(['/nope', '/course/1/extra', '/shots/1', '/post/shot'])('%s matches no page (404)', (pathname) => {
    expect(matchRouteEntry(pathname)).toBeUndefined();
  });

  it('keeps alive exactly home, shots, app courses, tools, live courses, all courses and course plan', () => {
    const kept = buildRouteTable()
      .filter((entry) => entry.keepAlive)
      .map((entry) => entry.id);
    expect(kept.sort()).toEqual(['appCourses', 'coursePlan', 'courses', 'home', 'liveCourses', 'shots', 'tools']);
    expect(kept.sort()).toEqual([...KEPT_ALIVE_PAGES].sort());
  });

  it('gives every page a title', () => {
    for (const entry of buildRouteTable()) expect(entry.title).not.toHaveLength(0);
  });
});
