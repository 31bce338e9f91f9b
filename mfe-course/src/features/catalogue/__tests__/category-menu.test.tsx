import { act, screen } from '@testing-library/react';
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
