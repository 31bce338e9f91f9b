import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LightTabs } from '../light-tabs';

type Key = 'a' | 'b' | 'c';

function Harness({ initial = 'a', onChange }: { initial?: Key; onChange?: (key: Key) => void }) {
  const [active, setActive] = useState<Key>(initial);
  return (
    <LightTabs
      activeKey={active}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
      tabs={[
        { key: 'a', title: '介绍', content: <button type="button">介绍里的按钮</button> },
        { key: 'b', title: '评论', content: <button type="button">评论里的按钮</button> },
        { key: 'c', title: '作品', content: <p>作品列表</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panelOf = (name: string) => document.getElementById(tab(name).getAttribute('aria-controls') ?? '') as HTMLElement;

describe('LightTabs', () => {
  it("draws Arco's tabs: a tablist of tabs, each controlling its tabpanel, the shown one selected", () => {
    render(<Harness />);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((item) => item.textContent)).toEqual(['介绍', '评论', '作品']);
    expect(tabs.map((item) => item.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tab('介绍').className).toContain('arco-tabs-header-title-active');
    const panel = panelOf('介绍');
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('介绍').id);
    expect(screen.getByRole('tabpanel')).toBe(panel);
    // Every tab a Tab stop, as the site's other tabs.
    expect(tabs.every((item) => item.tabIndex === 0)).toBe(true);
  });

  it('draws a pane the first time its tab is chosen and keeps it, out of the Tab order (inert) while hidden', () => {
    render(<Harness />);
    expect(screen.queryByText('评论里的按钮')).toBeNull();
    fireEvent.click(tab('评论'));
    expect(tab('评论').getAttribute('aria-selected')).toBe('true');
    expect(panelOf('评论').hasAttribute('inert')).toBe(false);
    expect(panelOf('介绍').hasAttribute('inert')).toBe(true);
    expect(panelOf('介绍').getAttribute('aria-hidden')).toBe('true');
    expect(panelOf('介绍').className).not.toContain('arco-tabs-content-item-active');
    fireEvent.click(tab('介绍'));
    // Kept once drawn, hidden and inert.
    expect(screen.getByText('评论里的按钮', { selector: 'button' })).toBeTruthy();
    expect(panelOf('评论').hasAttribute('inert')).toBe(true);
    expect(panelOf('介绍').hasAttribute('inert')).toBe(false);
    expect(screen.queryByText('作品列表')).toBeNull();
  });

  it('moves with the arrow keys (wrapping), Home and End, showing the tab reached; Enter and Space show the focused one', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const expectOn = (name: string) => {
      expect(tab(name).getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(tab(name));
    };
    act(() => tab('介绍').focus());
    await userEvent.keyboard('{ArrowRight}');
    expectOn('评论');
    expect(onChange).toHaveBeenLastCalledWith('b');
    await userEvent.keyboard('{ArrowRight}');
    expectOn('作品');
    await userEvent.keyboard('{ArrowRight}');
    expectOn('介绍');
    await userEvent.keyboard('{ArrowLeft}');
    expectOn('作品');
    await userEvent.keyboard('{Home}');
    expectOn('介绍');
    await userEvent.keyboard('{End}');
    expectOn('作品');

    // Tab walks from tab to tab; Enter shows the one reached, Space too.
    act(() => tab('介绍').focus());
    await userEvent.keyboard('{Enter}');
    expectOn('介绍');
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('评论'));
    await userEvent.keyboard(' ');
    expectOn('评论');
    // A modified arrow is the browser's, not the tabs'.
    onChange.mockClear();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for no change when the tab shown is chosen again', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(tab('介绍'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
