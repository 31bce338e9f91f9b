import { paths, type PageId, type User } from '@site/shared';

/** Roles the admin backend knows; the server checks the same ones on every call. */
export type AdminRole = 'admin' | 'release';

export interface AdminSection {
  page: PageId;
  label: string;
  description: string;
  roles: AdminRole[];
}

/** The backend's sections and who may open each; the side menu shows only those a user may open. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { page: 'adminReleases', label: '发布控制台', description: '各前端模块的当前版本、历史与回滚', roles: ['admin', 'release'] },
  { page: 'adminShots', label: '作品管理', description: '禁用或恢复学员作品，并记录原因', roles: ['admin'] },
  { page: 'adminComments', label: '评论管理', description: '被举报的评论：删除或驳回', roles: ['admin'] },
  { page: 'adminUsers', label: '用户管理', description: '角色、发布与置顶权限、停用账号', roles: ['admin'] },
  { page: 'adminOrders', label: '订单管理', description: '按订单号、会员或课程查找，退款，每日支付统计', roles: ['admin'] },
  { page: 'adminForms', label: '健康表单', description: '每日签到统计、筛选与 CSV 导出', roles: ['admin'] },
  { page: 'adminBulletins', label: '公告管理', description: '通知栏公告：新建、编辑、发布与删除', roles: ['admin'] },
  { page: 'adminContent', label: '内容管理', description: '轮播图、工具、页脚导航、友情链接与软件', roles: ['admin'] },
  { page: 'adminAudit', label: '操作日志', description: '每一次管理操作：谁、何时、改了什么', roles: ['admin'] },
];

export const hasAnyRole = (user: Pick<User, 'roles'> | null, roles: readonly AdminRole[]) =>
  Boolean(user && roles.some((role) => user.roles[role] === true));

export const sectionsFor = (user: Pick<User, 'roles'> | null) => ADMIN_SECTIONS.filter((section) => hasAnyRole(user, section.roles));

export const sectionPath = (section: AdminSection) => paths[section.page].path;
