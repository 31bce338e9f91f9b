import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { pages } from '../routes';

// Each page stands in as its name: what is checked is which page an id gives, and how it arrives.
jest.mock('../pages/courses-page', () => ({ CoursesPage: () => <p>CoursesPage</p> }));
jest.mock('../pages/course-detail-page', () => ({ CourseDetailPage: () => <p>CourseDetailPage</p> }));
jest.mock('../pages/live-courses-page', () => ({ LiveCoursesPage: () => <p>LiveCoursesPage</p> }));
jest.mock('../pages/course-plan-page', () => ({ CoursePlanPage: () => <p>CoursePlanPage</p> }));
jest.mock('../pages/app-courses-page', () => ({ AppCoursesPage: () => <p>AppCoursesPage</p> }));
jest.mock('../pages/teacher-page', () => ({ TeacherPage: () => <p>TeacherPage</p> }));
jest.mock('../pages/tools-page', () => ({ ToolsPage: () => <p>ToolsPage</p> }));

describe('the course remote’s pages (issue 41)', () => {
  it.each([
    ['courses', 'CoursesPage', false],
    ['courseDetail', 'CourseDetailPage', false],
    ['liveCourses', 'LiveCoursesPage', true],
    ['coursePlan', 'CoursePlanPage', true],
    ['appCourses', 'AppCoursesPage', true],
    ['teacher', 'TeacherPage', true],
    ['tools', 'ToolsPage', true],
  ] as const)('%s renders %s (loaded on its own: %s)', async (id, name, lazy) => {
    const page = pages[id];
    if (!page) throw new Error(`no page ${id}`);
    // The Arco-free first screens come with the module; the others are lazy pages (lazyPage), loaded when shown.
    expect('preload' in page).toBe(lazy);
    render(<Suspense fallback={<p>加载中</p>}>{createElement(page)}</Suspense>);
    expect(await screen.findByText(name)).toBeTruthy();
  });

  it('has no other page', () => {
    expect(Object.keys(pages).sort()).toEqual(['appCourses', 'courseDetail', 'coursePlan', 'courses', 'liveCourses', 'teacher', 'tools']);
  });
});
