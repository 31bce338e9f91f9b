import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LightPagination, pageItems } from '../light-pagination';
import { LightRadioGroup } from '../light-radio-group';
import { serverDrawn } from '../../testing/server-drawn';

// jsdom has no CSS.escape, which user-event's arrow keys use to find the group's other radios by name.
if (!('CSS' in globalThis)) Object.assign(globalThis, { CSS: { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) } });

function Series({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <LightRadioGroup
      aria-label="选择播客"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={[
        { value: 1, label: '设计夜话' },
        { value: 2, label: '排版漫谈' },
        { value: 3, label: '色彩课' },
      ]}
    />
  );
}

describe('LightRadioGroup (Arco button radios as native radios)', () => {
  it('is one named group whose checked option carries Arco’s checked look', () => {
    render(<Series onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: '选择播客' });
    expect(group.className).toContain('arco-radio-group-type-button');
    const checked = screen.getByRole('radio', { name: '设计夜话' }) as HTMLInputElement;
    expect(checked.checked).toBe(true);
    expect(checked.closest('label')?.className).toBe('arco-radio-button arco-radio-checked');
    expect((screen.getByRole('radio', { name: '排版漫谈' }) as HTMLInputElement).checked).toBe(false);
  });

  it('changes by click and by the arrow keys, telling the caller the option’s own value', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Series onChange={onChange} />);
    await user.click(screen.getByText('排版漫谈'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('radio', { name: '排版漫谈' }).closest('label')?.className).toContain('arco-radio-checked');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect((screen.getByRole('radio', { name: '色彩课' }) as HTMLInputElement).checked).toBe(true);
  });
  it('drawn on the server, takes no choice until the browser has taken it over, then takes them', async () => {
    const onChange = jest.fn();
    const page = serverDrawn(<Series onChange={onChange} />);
    const group = () => page.container.querySelector('[role="radiogroup"]');
    // A press on the server's radios would flip one that React then flips back: the group is inert until taken over.
    expect(group()?.hasAttribute('inert')).toBe(true);
    expect(await page.takeOver()).toEqual([]);
    expect(group()?.hasAttribute('inert')).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: '排版漫谈' }));
    expect(onChange).toHaveBeenCalledWith(2);
    page.remove();
  });
});

describe('LightPagination', () => {
  it('shows every page up to eight, and folds the rest around the current one past that', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'fold-after', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'fold-before', 8, 9, 10, 11, 12, 'fold-after', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'fold-before', 15, 16, 17, 18, 19, 20]);
  });

  it('marks the current page, turns pages by button, and cannot go before the first or past the last', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<LightPagination current={1} pageSize={10} total={35} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2);

    rerender(<LightPagination current={4} pageSize={10} total={35} onChange={onChange} />);
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '第 4 页' }).closest('li')?.className).toContain('arco-pagination-item-active');
  });

  it('on a narrow screen shows “2 / 4” between previous and next', async () => {
    const onChange = jest.fn();
    render(<LightPagination simple current={2} pageSize={10} total={35} onChange={onChange} />);
    expect(screen.getByText('2 / 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '第 1 页' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
