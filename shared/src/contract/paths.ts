// Every route of spec section 2, the remote that owns it, and its page title (without the site-name suffix).
// The shell builds its route table from this list; remotes map the same ids to their pages.

export type RemoteName = 'course' | 'shots' | 'podcast' | 'account' | 'forms' | 'admin';

export interface PathDef {
  path: string;
  remote: RemoteName | 'shell';
  title: string;
}

export const paths = {
  home: { path: '/', remote: 'shell', title: '首页' },
  courses: { path: '/course', remote: 'course', title: '全部课程' },
  courseDetail: { path: '/course/:courseId', remote: 'course', title: '课程详情' },
  liveCourses: { path: '/livecourse', remote: 'course', title: '直播课' },
  coursePlan: { path: '/course-plan', remote: 'course', title: '线下课表' },
  appCourses: { path: '/app/:appId', remote: 'course', title: '软件课程' },
  teacher: { path: '/teacher/:username', remote: 'course', title: '讲师主页' },
  tools: { path: '/tool', remote: 'course', title: '设计工具' },
  shots: { path: '/shots', remote: 'shots', title: '学员作品' },
  shotDetail: { path: '/shot/:id', remote: 'shots', title: '作品详情' },
  shotCreate: { path: '/post/shot/create', remote: 'shots', title: '发布作品' },
  shotEdit: { path: '/post/shot/:shotId', remote: 'shots', title: '编辑作品' },
  podcast: { path: '/podcast', remote: 'podcast', title: '播客' },
  podcastDetail: { path: '/podcast/:audioId', remote: 'podcast', title: '播客详情' },
  account: { path: '/account', remote: 'account', title: '个人中心' },
  promise: { path: '/promise', remote: 'forms', title: '健康承诺书' },
  healthSign: { path: '/health-sign', remote: 'forms', title: '每日健康签到' },
  logout: { path: '/logout', remote: 'shell', title: '退出登录' },
  // Admin backend (mfe-admin): not in spec 2's list; loaded only on these routes.
  adminHome: { path: '/admin', remote: 'admin', title: '管理后台' },
  adminReleases: { path: '/admin/releases', remote: 'admin', title: '发布控制台' },
  adminShots: { path: '/admin/shots', remote: 'admin', title: '作品管理' },
  adminUsers: { path: '/admin/users', remote: 'admin', title: '用户管理' },
  adminOrders: { path: '/admin/orders', remote: 'admin', title: '订单管理' },
  adminForms: { path: '/admin/forms', remote: 'admin', title: '健康表单' },
  adminComments: { path: '/admin/comments', remote: 'admin', title: '评论管理' },
  adminBulletins: { path: '/admin/bulletins', remote: 'admin', title: '公告管理' },
  adminContent: { path: '/admin/content', remote: 'admin', title: '内容管理' },
  adminAudit: { path: '/admin/audit', remote: 'admin', title: '操作日志' },
} as const satisfies Record<string, PathDef>;

export type PageId = keyof typeof paths;

/** A page's title with the site-name suffix (spec 2), as the browser tab and the server's page show it. */
export function pageTitle(title: string, siteName: string): string {
  return title ? `${title} - ${siteName}` : siteName;
}

/** The title of the page for a path that is no page (or a row that does not exist). */
export const NOT_FOUND_TITLE = '页面不存在';

/** Fill a path pattern's params: getHref('courseDetail', { courseId: 3 }) -> '/course/3'. */
export function getHref(id: PageId, params: Record<string, string | number> = {}): string {
  return paths[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`getHref(${id}): missing param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Pages whose state survives leaving and coming back (spec 2). */
export const KEPT_ALIVE_PAGES: PageId[] = ['home', 'shots', 'appCourses', 'tools', 'liveCourses', 'courses', 'coursePlan'];

export const REMOTE_PACKAGES: Record<RemoteName, string> = {
  course: 'mfe-course',
  shots: 'mfe-shots',
  podcast: 'mfe-podcast',
  account: 'mfe-account',
  forms: 'mfe-forms',
  admin: 'mfe-admin',
};
