import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { TagsInput } from '../tags-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TagsInput value={value} onChange={setValue} />
      <output data-testid="wire">{value}</output>
    </>
  );
}

describe('TagsInput (spec 5: comma, full-width comma or newline)', () => {
  test('typing separators turns text into tags; the wire form is a comma string', () => {
    render(<Harness />);
    const input = screen.getByLabelText('作品标签');
    fireEvent.change(input, { target: { value: '海报，字体,' } });
    expect(screen.getByTestId('wire').textContent).toBe('海报,字体');
    fireEvent.change(input, { target: { value: '插画' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(screen.getByTestId('wire').textContent).toBe('海报,字体,插画');
  });

  test('duplicates are dropped and a tag can be removed', () => {
    const { container } = render(<Harness initial="海报,字体" />);
    fireEvent.change(screen.getByLabelText('作品标签'), { target: { value: '海报\n' } });
    expect(screen.getByTestId('wire').textContent).toBe('海报,字体');
    const close = container.querySelectorAll('.arco-tag-close-btn');
    fireEvent.click(close[0]);
    expect(screen.getByTestId('wire').textContent).toBe('字体');
  });

  test('each close button is named in Chinese after its tag; removed by keyboard, the focus goes to the next tag, then the input', async () => {
    render(<Harness initial="海报,字体" />);
    // Arco's close button reads keyCode, which user-event's keyboard does not set in jsdom.
    const pressEnter = (element: Element) => fireEvent.keyDown(element, { key: 'Enter', keyCode: 13 });
    const close = screen.getByRole('button', { name: '删除标签 海报' });
    act(() => close.focus());
    pressEnter(close);
    expect(screen.getByTestId('wire').textContent).toBe('字体');
    const next = screen.getByRole('button', { name: '删除标签 字体' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    pressEnter(next);
    expect(screen.getByTestId('wire').textContent).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('作品标签')));
  });
});
