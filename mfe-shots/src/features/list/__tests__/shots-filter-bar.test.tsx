import { fireEvent, render, screen, within } from '@testing-library/react';
import { serverDrawn } from '@site/shared/testing';
import userEvent from '@testing-library/user-event';
import { ShotsFilterBar, type ShotsFilterBarProps } from '../shots-filter-bar';

function renderBar(overrides: Partial<ShotsFilterBarProps> = {}) {
  const props: ShotsFilterBarProps = {
    recommend: 'all',
    onRecommend: jest.fn(),
    categories: [
      { id: 1, name: '海报' },
      { id: 2, name: '插画' },
    ],
    categoryId: undefined,
    onCategory: jest.fn(),
    keywords: '',
    onSearch: jest.fn(),
    ...overrides,
  };
  const { container } = render(<ShotsFilterBar {...props} />);
  const searchIcon = () => {
    const icon = container.querySelector('.arco-icon-search');
    if (!icon) throw new Error('no search icon');
    return icon;
  };
  return { props, searchIcon };
}

describe('推荐/全部 and the categories', () => {
  test('the radio group shows the current filter and reports a new one', async () => {
    const { props } = renderBar();
    const group = screen.getByRole('radiogroup', { name: '推荐或全部' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['recommend', 'all']);
    expect(within(group).getByRole('radio', { name: '全部' })).toHaveProperty('checked', true);
    await userEvent.click(within(group).getByRole('radio', { name: '推荐' }));
    expect(props.onRecommend).toHaveBeenCalledWith('recommend');
  });

  test('the current category is the primary button; another one is reported by id, 全部分类 by undefined', async () => {
    const { props } = renderBar({ categoryId: 2 });
    const categories = screen.getByRole('group', { name: '作品分类' });
    expect(within(categories).getAllByRole('button').map((button) => button.textContent)).toEqual(['全部分类', '海报', '插画']);
    expect(screen.getByRole('button', { name: '插画' }).className).toContain('arco-btn-primary');
    expect(screen.getByRole('button', { name: '海报' }).className).toContain('arco-btn-secondary');
    await userEvent.click(screen.getByRole('button', { name: '海报' }));
    await userEvent.click(screen.getByRole('button', { name: '全部分类' }));
    expect(props.onCategory).toHaveBeenNthCalledWith(1, 1);
    expect(props.onCategory).toHaveBeenNthCalledWith(2, undefined);
  });
});

describe('the keyword box (spec 5)', () => {
  test('Enter searches the trimmed text, even when it is the current search', async () => {
    const { props } = renderBar({ keywords: '海报' });
    const box = screen.getByRole('textbox', { name: '搜索作品' });
    // The box starts with the current search.
    expect(box).toHaveProperty('value', '海报');
    await userEvent.type(box, '{Enter}');
    expect(props.onSearch).toHaveBeenLastCalledWith('海报');
    await userEvent.clear(box);
    await userEvent.type(box, '  插画 {Enter}');
    expect(props.onSearch).toHaveBeenLastCalledWith('插画');
    expect(props.onSearch).toHaveBeenCalledTimes(2);
  });

  test('Enter that ends a pinyin composition picks the characters and does not search', () => {
    const { props } = renderBar();
    const box = screen.getByRole('textbox', { name: '搜索作品' });
    fireEvent.change(box, { target: { value: '海报' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(props.onSearch).not.toHaveBeenCalled();
  });

  test('the icon searches only when the text differs from the current search', async () => {
    const { props, searchIcon } = renderBar({ keywords: '海报' });
    const box = screen.getByRole('textbox', { name: '搜索作品' });
    await userEvent.type(box, ' ');
    await userEvent.click(searchIcon());
    expect(props.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, '设计');
    await userEvent.click(searchIcon());
    expect(props.onSearch).toHaveBeenCalledWith('海报 设计');
  });

  test('the clear button, shown once something is typed, empties the box, keeps the focus in it and searches for everything', async () => {
    const { props } = renderBar();
    expect(screen.queryByRole('button', { name: '清除搜索内容' })).toBeNull();
    const box = screen.getByRole('textbox', { name: '搜索作品' });
    await userEvent.type(box, '海报');
    await userEvent.click(screen.getByRole('button', { name: '清除搜索内容' }));
    expect(box).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box);
    expect(props.onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: '清除搜索内容' })).toBeNull();
  });

  test('the clear button is reached with Tab from the box and works with Enter', async () => {
    const { props } = renderBar();
    const box = screen.getByRole('textbox', { name: '搜索作品' });
    await userEvent.type(box, '插画');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '清除搜索内容' }));
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveProperty('value', '');
    expect(props.onSearch).toHaveBeenCalledWith('');
  });
});

test('drawn on the server, the search box takes no text until the browser has taken it over, then searches what is typed', async () => {
  const onSearch = jest.fn();
  const page = serverDrawn(<ShotsFilterBar recommend="all" onRecommend={jest.fn()} categories={[]} categoryId={undefined} onCategory={jest.fn()} keywords="" onSearch={onSearch} />);
  // Text typed into the server's box would stay out of the code's copy and the search: inert until taken over.
  const wrapper = () => page.container.querySelector('.arco-input-search');
  expect(wrapper()?.hasAttribute('inert')).toBe(true);
  expect(await page.takeOver()).toEqual([]);
  expect(wrapper()?.hasAttribute('inert')).toBe(false);
  const box = screen.getByRole('textbox', { name: '搜索作品' });
  fireEvent.change(box, { target: { value: '海报' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onSearch).toHaveBeenCalledWith('海报');
  page.remove();
});
