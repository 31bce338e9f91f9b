import { fireEvent, render, screen } from '@testing-library/react';
import { serverDrawn } from '@site/shared/testing';
import { useState } from 'react';
import { SearchBox } from '../search-box';

function Harness({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      value={value}
      onSearch={(keyword) => {
        setValue(keyword);
        onSearch(keyword);
      }}
    />
  );
}

describe('SearchBox (spec 5: Enter, or the icon when the value changed)', () => {
  it('searches on Enter every time, and on the icon only after a change', () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    const input = screen.getByLabelText('搜索课程');
    const icon = screen.getByRole('button', { name: '搜索' });
    fireEvent.click(icon);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' figma ' } });
    fireEvent.click(icon);
    expect(onSearch).toHaveBeenLastCalledWith('figma');
    fireEvent.click(icon);
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('clears with its clear button (a button named 清除, also by keyboard), and lists every course again after a search', async () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    const input = screen.getByLabelText<HTMLInputElement>('搜索课程');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    fireEvent.change(input, { target: { value: 'figma' } });
    // Not searched yet: clearing only empties the box.
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(input.value).toBe('');
    expect(onSearch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'figma' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenLastCalledWith('figma');
    fireEvent.keyDown(screen.getByRole('button', { name: '清除' }), { key: 'Enter', keyCode: 13 });
    expect(input.value).toBe('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });

  it('does not search on the Enter that ends a Chinese input method’s composition', () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    const input = screen.getByLabelText('搜索课程');
    fireEvent.change(input, { target: { value: '海报' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('海报');
  });

  it('shows Arco’s focused look while the field has the focus', () => {
    const { container } = render(<Harness onSearch={() => undefined} />);
    const box = container.querySelector('.arco-input-inner-wrapper');
    fireEvent.focus(screen.getByLabelText('搜索课程'));
    expect(box?.classList.contains('arco-input-inner-wrapper-focus')).toBe(true);
    fireEvent.blur(screen.getByLabelText('搜索课程'));
    expect(box?.classList.contains('arco-input-inner-wrapper-focus')).toBe(false);
  });

  it('drawn on the server, takes no text until the browser has taken it over, then searches what is typed', async () => {
    const onSearch = jest.fn();
    const page = serverDrawn(<Harness onSearch={onSearch} />);
    // Text typed into the server's box would stay out of the code's copy and the search: inert until taken over.
    expect(page.container.firstElementChild?.hasAttribute('inert')).toBe(true);
    expect(await page.takeOver()).toEqual([]);
    expect(page.container.firstElementChild?.hasAttribute('inert')).toBe(false);
    const box = screen.getByRole('textbox', { name: '搜索课程' });
    fireEvent.change(box, { target: { value: '字体' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('字体');
    page.remove();
  });
});
