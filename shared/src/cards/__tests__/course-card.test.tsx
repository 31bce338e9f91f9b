import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CourseCard, type CourseCardData } from '../course-card';
import { SkeletonGrid } from '../skeleton-grid';

const course = (overrides: Partial<CourseCardData> = {}): CourseCardData => ({
  id: 7,
  title: 'Figma 入门',
  preview: '/files/cover.png',
  price: 1990,
  free: false,
  courseType: 'online-course',
  liveStatus: null,
  lessonNum: 3,
  startAt: null,
  purchaseNum: 2,
  watchNum: 5,
  teacherInfo: [{ id: 1, username: 'teacher', nickname: '王老师', avatar: '', followed: false }],
  ...overrides,
});

describe('CourseCard', () => {
  it('links to the course and shows price, teacher and count text', () => {
    render(<CourseCard course={course()} />, { wrapper: MemoryRouter });
    // The link is named by what it shows (WCAG 2.5.3, label in name): a voice user says what they see.
    expect(screen.getByRole('link', { name: /^Figma 入门\s*王老师\s*5人在学\s*¥19\.9$/ }).getAttribute('href')).toBe('/course/7');
    expect(screen.getByText('¥19.9')).toBeTruthy();
    expect(screen.getByText('王老师')).toBeTruthy();
    expect(screen.getByText('5人在学')).toBeTruthy();
  });

  it('shows 免费 and the presale tag of a live course without lessons', () => {
    render(<CourseCard course={course({ free: true, courseType: 'live-course', liveStatus: 'applying', lessonNum: 0 })} />, { wrapper: MemoryRouter });
    expect(screen.getByText('免费')).toBeTruthy();
    expect(screen.getByText('预售')).toBeTruthy();
    expect(screen.getByText('5次学习')).toBeTruthy();
  });

  it('renders 12 skeleton cards by default', () => {
    render(<SkeletonGrid />);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(12);
  });
});
