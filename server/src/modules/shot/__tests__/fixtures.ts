import { courses, courseTeachers } from '../../course/tables';
import { createUser, dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { shotCategories } from '../tables';

export const COVER = '/files/public/shot/cover.png';

export interface Cast {
  visitor: null;
  member: number;
  owner: number;
  teacher: number;
  admin: number;
}

/** The five callers of the permission matrix (spec 6). */
export async function createCast(t: TestApp): Promise<Cast> {
  const [member, owner, teacher, admin] = await Promise.all([
    createUser(t.database),
    createUser(t.database, { canPostShot: true }),
    createUser(t.database, { roles: { teacher: true }, canPostShot: true }),
    createUser(t.database, { roles: { admin: true } }),
  ]);
  return { visitor: null, member: member.id, owner: owner.id, teacher: teacher.id, admin: admin.id };
}

export async function createCategory(t: TestApp, name = '平面设计'): Promise<number> {
  const [row] = await t.database.db.insert(shotCategories).values({ name }).returning();
  return row.id;
}

export async function createCourse(t: TestApp, teacherIds: number[], title = 'UI 设计入门'): Promise<number> {
  const [row] = await t.database.db.insert(courses).values({ title }).returning();
  if (teacherIds.length) await t.database.db.insert(courseTeachers).values(teacherIds.map((teacherId) => ({ courseId: row.id, teacherId })));
  return row.id;
}

export const validShot = (overrides: Record<string, unknown> = {}) => ({
  title: '品牌海报练习',
  preview: COVER,
  content: '<p>这是我的第一张海报，<strong>欢迎</strong>指点。</p>',
  tags: '海报,品牌',
  ...overrides,
});

export async function postShot(t: TestApp, userId: number, overrides: Record<string, unknown> = {}): Promise<{ id: number }> {
  return dataOf<{ id: number }>(await injectAs(t, userId, { method: 'POST', url: '/api_v1/shot/post', payload: validShot(overrides) }));
}
