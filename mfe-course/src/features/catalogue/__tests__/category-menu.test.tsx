import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CategoryMenu } from '../category-menu';

const groups = [{ id: 1, name: '平面设计', categories: [{ id: 11, name: '海报' }] }];
const menu = <CategoryMenu groups={groups} onChange={() => undefined} />;

describe('CategoryMenu rendered on the server (issue 41)', () => {
  const wide = window.matchMedia;
  afterEach(() => {
    window.matchMedia = wide;
    document.body.innerHTML = '';
  });

  it('draws the chips and the menu, for the stylesheet to show the one the screen wants', () => {
    const html = renderToString(menu);
    expect(html).toContain('category-menu--narrow');
    expect(html).toContain('category-menu--wide');
  });

  it('keeps only the chips once a phone takes the page over, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(menu);
    document.body.append(container);
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === '(max-width: 768px)' });
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, menu, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('.category-menu--wide')).toBeNull();
    expect(screen.getByRole('radio', { name: '海报' })).toBeTruthy();
  });
});

describe('CategoryMenu on a wide screen', () => {
  it('marks the chosen item, and chooses with a click, Enter or Space (spec 2)', () => {
    const onChange = jest.fn();
    render(<CategoryMenu groups={groups} groupId={1} onChange={onChange} />);
    const menu = within(screen.getByRole('menu'));
    const chosen = menu.getByRole('menuitem', { name: '全部平面设计' });
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(chosen.className).toContain('arco-menu-selected');
    expect(menu.getByRole('menuitem', { name: '全部课程' }).getAttribute('aria-current')).toBeNull();
    const poster = menu.getByRole('menuitem', { name: '海报' });
    expect(poster.tabIndex).toBe(0);
    fireEvent.keyDown(poster, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ groupId: 1, categoryId: 11 });
    fireEvent.keyDown(menu.getByRole('menuitem', { name: '全部课程' }), { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith({ groupId: undefined, categoryId: undefined });
    fireEvent.click(chosen);
    expect(onChange).toHaveBeenLastCalledWith({ groupId: 1, categoryId: undefined });
    fireEvent.keyDown(poster, { key: 'a' });
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe('CategoryMenu on a narrow screen', () => {
  const wide = window.matchMedia;
  afterEach(() => {
    window.matchMedia = wide;
  });

  it('chooses a category from the row of chips, one radio group', () => {
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === '(max-width: 768px)' });
    const onChange = jest.fn();
    render(<CategoryMenu groups={groups} onChange={onChange} />);
    expect(screen.queryByRole('menu')).toBeNull();
    expect((screen.getByRole('radio', { name: '全部课程' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '海报' }));
    expect(onChange).toHaveBeenLastCalledWith({ groupId: 1, categoryId: 11 });
  });
});
