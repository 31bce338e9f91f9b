import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { GanttBar } from '../gantt-bar';
import type { GanttBar as Bar } from '../gantt-layout';

const bar: Bar = {
  item: { classname: 'UI 设计周末班', starttime: '2026-12-05', endtime: '2026-12-20', class_color: '#3366ff' },
  left: 10,
  width: 30,
  days: 16,
};

const tip = 'UI 设计周末班：2026-12-05 至 2026-12-20（16天）';

describe('a timetable bar', () => {
  it('shows its dates in a tooltip on the first hover, the tooltip loaded then', async () => {
    render(<GanttBar bar={bar} />);
    const box = screen.getByLabelText('UI 设计周末班 2026-12-05 至 2026-12-20');
    expect(screen.queryByText(tip)).toBeNull();
    fireEvent.pointerEnter(box);
    expect(await screen.findByText(tip)).toBeTruthy();
  });

  it('keeps the focus when the tooltip replaces the plain bar, and shows the dates to a keyboard user', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">前</button>
        <GanttBar bar={bar} />
      </>,
    );
    screen.getByRole('button', { name: '前' }).focus();
    await user.tab();
    expect(await screen.findByText(tip)).toBeTruthy();
    await act(async () => undefined);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('UI 设计周末班 2026-12-05 至 2026-12-20');
  });
});
