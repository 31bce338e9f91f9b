import { render, screen } from '@testing-library/react';
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
