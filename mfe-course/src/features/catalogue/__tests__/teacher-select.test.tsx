import { render, screen } from '@testing-library/react';
import { serverDrawn } from '@site/shared/testing';
import userEvent from '@testing-library/user-event';
import type { TeacherInfo } from '@site/shared';
import { useState } from 'react';
import { TeacherSelect } from '../teacher-select';

const teachers: TeacherInfo[] = [
  { id: 5, username: 'wang', nickname: '王老师', avatar: '', followed: false },
  { id: 7, username: 'li', nickname: '', avatar: '', followed: false },
];

function Harness({ onChange }: { onChange: (teacherId: number | undefined) => void }) {
  const [value, setValue] = useState<number>();
  return (
    <TeacherSelect
      teachers={teachers}
      value={value}
      onChange={(teacherId) => {
        setValue(teacherId);
        onChange(teacherId);
      }}
    />
  );
}

describe('TeacherSelect (a native select in Arco’s look, issue 41)', () => {
  it('is a combobox named 讲师 offering 全部讲师 and each teacher by nickname, else username', () => {
    render(<Harness onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: '讲师' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['全部讲师', '王老师', 'li']);
    expect((select as HTMLSelectElement).value).toBe('');
    expect(select.className).toContain('course-native-select__control--empty');
  });

  it('gives the chosen teacher’s id, and undefined again for 全部讲师', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '讲师' });
    await userEvent.selectOptions(select, '王老师');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(select.className).not.toContain('course-native-select__control--empty');
    await userEvent.selectOptions(select, '全部讲师');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows Arco’s focused look while it has the focus', async () => {
    const { container } = render(<Harness onChange={() => undefined} />);
    const box = container.querySelector('.arco-select');
    expect(box?.classList.contains('arco-select-focused')).toBe(false);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: '讲师' })).toBe(document.activeElement);
    expect(box?.classList.contains('arco-select-focused')).toBe(true);
    await userEvent.tab();
    expect(box?.classList.contains('arco-select-focused')).toBe(false);
  });

  it('drawn on the server, takes no choice until the browser has taken it over, then filters by the one picked', async () => {
    const onChange = jest.fn();
    const page = serverDrawn(<Harness onChange={onChange} />);
    // A teacher picked in the server's select would show but filter nothing: inert until taken over.
    expect(page.container.firstElementChild?.hasAttribute('inert')).toBe(true);
    expect(await page.takeOver()).toEqual([]);
    expect(page.container.firstElementChild?.hasAttribute('inert')).toBe(false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '讲师' }), '王老师');
    expect(onChange).toHaveBeenCalledWith(5);
    page.remove();
  });
});
