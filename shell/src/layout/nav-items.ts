import { paths } from '@site/shared';

export interface NavItem {
  label: string;
  href: string;
  /** External sites open in a new tab. */
  external?: boolean;
  /** Home is active only on "/" itself; the others also on their sub-pages. */
  end?: boolean;
}

/** The navigation menu of spec 2, in order. */
export function getNavItems(designNavUrl: string): NavItem[] {
  return [
    { label: '首页', href: paths.home.path, end: true },
    { label: '全部课程', href: paths.courses.path },
    { label: '线下课表', href: paths.coursePlan.path },
    { label: '学员作品', href: paths.shots.path },
    { label: '设计工具', href: paths.tools.path },
    { label: '播客', href: paths.podcast.path },
    { label: '设计导航', href: designNavUrl, external: true },
  ];
}
