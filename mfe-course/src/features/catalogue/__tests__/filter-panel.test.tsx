import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { emptyFilters } from '../catalogue-filters';
import { FilterPanel } from '../filter-panel';

describe('FilterPanel on a phone', () => {
  const wide = window.matchMedia;
  beforeEach(() => {
    // 414 px or narrower: the filters open in a drawer.
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
  });
  afterEach(() => {
    window.matchMedia = wide;
  });

  it('opens the filters as a modal dialog named 筛选课程', async () => {
    render(
      <FilterPanel filters={emptyFilters()} options={{ apps: [], teachers: [], groups: [] }} fixedType={false} onChange={() => undefined} activeCount={0} onReset={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const dialog = await screen.findByRole('dialog', { name: '筛选课程' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });
});

describe('FilterPanel rendered on the server (issue 41)', () => {
  const wide = window.matchMedia;
  const panel = (
    <FilterPanel filters={emptyFilters()} options={{ apps: [], teachers: [], groups: [] }} fixedType={false} onChange={() => undefined} activeCount={1} onReset={() => undefined} />
  );
  afterEach(() => {
    window.matchMedia = wide;
    document.body.innerHTML = '';
  });

  it('draws the open panel, with what phones do not show marked for the stylesheet to hide', () => {
    const html = renderToString(panel);
    expect(html).toContain('course-filter-panel__fields');
    expect(html).toContain('清除筛选');
    expect(html).toMatch(/class="[^"]*course-filter-panel__wide-only[^"]*"[^>]*>\s*<span>清除筛选/);
  });

  it('on a phone that takes it over, drops the panel without a mismatch and opens the filters in a drawer', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(panel);
    document.body.append(container);
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, panel, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('.course-filter-panel__fields')).toBeNull();
    expect(screen.queryByRole('button', { name: '清除筛选' })).toBeNull();
    const toggle = screen.getByRole('button', { name: '筛选' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(await screen.findByRole('dialog', { name: '筛选课程' })).toBeTruthy();
  });
});

describe('FilterPanel on a wide screen', () => {
  const panel = (activeCount: number, onReset = () => undefined) => (
    <FilterPanel filters={emptyFilters()} options={{ apps: [], teachers: [], groups: [] }} fixedType={false} onChange={() => undefined} activeCount={activeCount} onReset={onReset} />
  );

  it('shows how many filters are set on the toggle, and 清除筛选 then; none of it without a filter', async () => {
    const onReset = jest.fn();
    const { container, rerender } = render(panel(2, onReset));
    expect(container.querySelector('.arco-badge-number')?.textContent).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    rerender(panel(0));
    expect(container.querySelector('.arco-badge-number')).toBeNull();
    expect(screen.queryByRole('button', { name: '清除筛选' })).toBeNull();
  });

  it('folds the panel away and opens it again, saying so on the toggle', async () => {
    render(panel(0));
    const toggle = screen.getByRole('button', { name: '筛选' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: '价格' })).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: '价格' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('group', { name: '价格' })).toBeTruthy();
  });
});

describe('FilterPanel drawer (loaded when first opened, issue 41)', () => {
  const wide = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
  });
  afterEach(() => {
    window.matchMedia = wide;
  });

  it('draws no drawer before it is opened, and closes it with 查看课程', async () => {
    render(
      <FilterPanel filters={emptyFilters()} options={{ apps: [], teachers: [], groups: [] }} fixedType={false} onChange={() => undefined} activeCount={0} onReset={() => undefined} />,
    );
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    const toggle = screen.getByRole('button', { name: '筛选' });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: '筛选课程' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: '查看课程' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Arco keeps a closed drawer in the page, hidden by its stylesheet (which jsdom does not apply).
    await waitFor(() => expect(dialog.className).toContain('arco-drawer-wrapper-hide'));
  });
});
