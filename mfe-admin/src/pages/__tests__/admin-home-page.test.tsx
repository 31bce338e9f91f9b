import { screen } from '@testing-library/react';
import { installFakeServer } from '@site/shared/testing';
import { renderPage, userWith } from '../../testing/render';
import { AdminHomePage } from '../admin-home-page';
import { AuditPage } from '../audit-page';

beforeEach(() => {
  installFakeServer();
});

test('an admin sees every section in the menu and on the overview', () => {
  renderPage(<AdminHomePage />, userWith({ admin: true }));
  expect(screen.getAllByText('发布控制台').length).toBeGreaterThanOrEqual(2);
  expect(screen.getAllByText('操作日志').length).toBeGreaterThanOrEqual(2);
});

test('a release manager sees only the release console', () => {
  renderPage(<AdminHomePage />, userWith({ release: true }));
  expect(screen.getAllByText('发布控制台').length).toBeGreaterThanOrEqual(1);
  expect(screen.queryByText('操作日志')).toBeNull();
});

test('a release manager opening the audit log sees 无权访问', () => {
  renderPage(<AuditPage />, userWith({ release: true }));
  expect(screen.getByText('无权访问')).toBeTruthy();
});

test('a member opening /admin sees 无权访问', () => {
  renderPage(<AdminHomePage />, userWith({}));
  expect(screen.getByText('无权访问')).toBeTruthy();
});
