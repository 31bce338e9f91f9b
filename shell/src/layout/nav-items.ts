import { paths } from '@site/shared';

export interface NavItem {
  label: string;
  href: string;
  /** External sites open in a new tab. */
  external?: boolean;
  /** Home is active only on "/" itself; the others also on their sub-pages. */
  end?: boolean;
}

/** The navigation menu of spec 2, in order; `vertical` is the phone's drawer, which also lists 直播课. */
export function getNavItems(designNavUrl: string, vertical = false): NavItem[] {
  return [
    { label: '首页', href: paths.home.path, end: true },
    { label: '全部课程', href: paths.courses.path },
    // The bar keeps spec 2's six sections; on a phone the drawer is the only menu, and the footer's 学习
    // group (which lists 直播课) is far down, so the drawer offers it too.
    ...(vertical ? [{ label: paths.liveCourses.title, href: paths.liveCourses.path }] : []),
    { label: '线下课表', href: paths.coursePlan.path },
    { label: '学员作品', href: paths.shots.path },
    { label: '设计工具', href: paths.tools.path },
    { label: '播客', href: paths.podcast.path },
    { label: '设计导航', href: designNavUrl, external: true },
  ];
}
