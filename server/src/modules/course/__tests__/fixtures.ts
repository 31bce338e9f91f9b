import type { Database } from '../../../platform/db';
import { apps, categories, categoryGroups, courseApps, courseSeries, courseTeachers, courses, lessons } from '../tables';

type CourseInsert = typeof courses.$inferInsert;

/** Test-data builder: a published course with any field overridden, optionally taught and tagged with software. */
export async function createCourse(
  database: Database,
  overrides: Partial<CourseInsert> = {},
  links: { teacherIds?: number[]; appIds?: number[] } = {},
) {
  const [course] = await database.db
    .insert(courses)
    .values({ title: '测试课程', price: 9900, ...overrides })
    .returning();
  if (!course) throw new Error('course not created');
  if (links.teacherIds?.length) {
    await database.db.insert(courseTeachers).values(links.teacherIds.map((teacherId) => ({ courseId: course.id, teacherId })));
  }
  if (links.appIds?.length) {
    await database.db.insert(courseApps).values(links.appIds.map((appId) => ({ courseId: course.id, appId })));
  }
  return course;
}

export async function createLesson(database: Database, courseId: number, overrides: Partial<typeof lessons.$inferInsert> = {}) {
  const [lesson] = await database.db
    .insert(lessons)
    .values({ courseId, title: '第一课', mediaKey: 'private/video/test.mp4', duration: 60, ...overrides })
    .returning();
  if (!lesson) throw new Error('lesson not created');
  return lesson;
}

export async function createApp(database: Database, name = 'Figma') {
  const [app] = await database.db.insert(apps).values({ name, iconUrl: `/files/${name}.png` }).returning();
  if (!app) throw new Error('app not created');
  return app;
}

export async function createCategory(database: Database, groupName = '设计', courseType = 'online-course') {
  const [group] = await database.db.insert(categoryGroups).values({ name: groupName, courseType }).returning();
  if (!group) throw new Error('group not created');
  const [category] = await database.db.insert(categories).values({ groupId: group.id, name: `${groupName}分类` }).returning();
  if (!category) throw new Error('category not created');
  return { group, category };
}

export async function createSeries(database: Database, title = '系列') {
  const [series] = await database.db.insert(courseSeries).values({ title }).returning();
  if (!series) throw new Error('series not created');
  return series;
}
