import { Select } from '@arco-design/web-react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useSelectKeepsFocus } from '../select-keeps-focus';

function Speed({ keepFocus }: { keepFocus: boolean }) {
  const [speed, setSpeed] = useState(1);
  const keeps = useSelectKeepsFocus();
  return (
    <>
      <Select
        {...(keepFocus ? keeps : {})}
        aria-label="播放速度"
        value={speed}
        onChange={(value: number) => setSpeed(value)}
        options={[1, 1.5, 2].map((value) => ({ value, label: `${value}x` }))}
      />
      <button type="button">别处</button>
    </>
  );
}

// Arco reads keyCode, which jsdom's keyboard leaves 0: the keys are dispatched with it.
const press = (element: Element, key: string, keyCode: number) => fireEvent.keyDown(element, { key, keyCode, which: keyCode });

async function pickWithKeys() {
  const select = screen.getByRole('combobox', { name: '播放速度' });
  act(() => select.focus());
  press(select, 'Enter', 13);
  await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('true'));
  press(document.activeElement ?? select, 'ArrowDown', 40);
  press(document.activeElement ?? select, 'Enter', 13);
  await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('false'));
  // Arco's blur comes in an effect some time after the list closed.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  return select;
}

describe('useSelectKeepsFocus', () => {
  it("Arco's own Select drops the focus on the page once an option is picked with Enter", async () => {
    render(<Speed keepFocus={false} />);
    const select = await pickWithKeys();
    expect(select.textContent).toContain('1.5x');
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the focus on the select after a pick with Enter', async () => {
    render(<Speed keepFocus />);
    const select = await pickWithKeys();
    expect(select.textContent).toContain('1.5x');
    expect(select.contains(document.activeElement)).toBe(true);
  });

  it('leaves the focus alone when the list closes while the focus is elsewhere', async () => {
    render(<Speed keepFocus />);
    const select = screen.getByRole('combobox', { name: '播放速度' });
    act(() => select.focus());
    press(select, 'Enter', 13);
    await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('true'));
    const elsewhere = screen.getByRole('button', { name: '别处' });
    act(() => elsewhere.focus());
    fireEvent.click(elsewhere);
    press(select, 'Escape', 27);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.activeElement).toBe(elsewhere);
  });
});
