import { Tabs } from '@arco-design/web-react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tablistRole } from '../tablist-role';

describe('tablistRole', () => {
  it("gives the row of Arco's tabs the tablist role their tabs need", () => {
    render(
      <Tabs ref={tablistRole} defaultActiveTab="a">
        <Tabs.TabPane key="a" title="介绍">
          一
        </Tabs.TabPane>
        <Tabs.TabPane key="b" title="评论">
          二
        </Tabs.TabPane>
      </Tabs>,
    );
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['介绍', '评论']);
  });

  it('takes the panes not shown out of the Tab order (inert), and follows the tab chosen', async () => {
    render(
      <Tabs ref={tablistRole} defaultActiveTab="a">
        <Tabs.TabPane key="a" title="介绍">
          <button type="button">介绍里的按钮</button>
        </Tabs.TabPane>
        <Tabs.TabPane key="b" title="评论">
          <button type="button">评论里的按钮</button>
        </Tabs.TabPane>
      </Tabs>,
    );
    const pane = (text: string) => screen.getByText(text).closest('.arco-tabs-content-item') as HTMLElement;
    expect(pane('介绍里的按钮').inert).toBe(false);
    // A pane is drawn the first time its tab is chosen, and kept.
    fireEvent.click(screen.getByRole('tab', { name: '评论' }));
    await waitFor(() => expect(pane('介绍里的按钮').inert).toBe(true));
    expect(pane('评论里的按钮').inert).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: '介绍' }));
    await waitFor(() => expect(pane('评论里的按钮').inert).toBe(true));
    expect(pane('介绍里的按钮').inert).toBe(false);
  });

  it('moves with the arrow keys, Home and End as the ARIA tabs pattern says, and activates the tab reached', async () => {
    const onChange = jest.fn();
    render(
      <Tabs ref={tablistRole} defaultActiveTab="a" onChange={onChange}>
        <Tabs.TabPane key="a" title="介绍">
          一
        </Tabs.TabPane>
        <Tabs.TabPane key="b" title="目录">
          二
        </Tabs.TabPane>
        <Tabs.TabPane key="c" title="草稿" disabled>
          三
        </Tabs.TabPane>
        <Tabs.TabPane key="d" title="评论">
          四
        </Tabs.TabPane>
      </Tabs>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    const expectOn = async (name: string) => {
      await waitFor(() => expect(tab(name).getAttribute('aria-selected')).toBe('true'));
      expect(document.activeElement).toBe(tab(name));
    };
    act(() => tab('介绍').focus());
    await userEvent.keyboard('{ArrowRight}');
    await expectOn('目录');
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(screen.getByText('二')).toBeTruthy();
    // A disabled tab is passed over.
    await userEvent.keyboard('{ArrowRight}');
    await expectOn('评论');
    // The ends wrap round.
    await userEvent.keyboard('{ArrowRight}');
    await expectOn('介绍');
    await userEvent.keyboard('{ArrowLeft}');
    await expectOn('评论');
    await userEvent.keyboard('{Home}');
    await expectOn('介绍');
    await userEvent.keyboard('{End}');
    await expectOn('评论');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('leaves keys with a modifier, and the keys of a nested tab row, alone', async () => {
    render(
      <Tabs ref={tablistRole} defaultActiveTab="a">
        <Tabs.TabPane key="a" title="外层一">
          <Tabs ref={tablistRole} defaultActiveTab="x">
            <Tabs.TabPane key="x" title="内层一">
              甲
            </Tabs.TabPane>
            <Tabs.TabPane key="y" title="内层二">
              乙
            </Tabs.TabPane>
          </Tabs>
        </Tabs.TabPane>
        <Tabs.TabPane key="b" title="外层二">
          二
        </Tabs.TabPane>
      </Tabs>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    act(() => tab('外层一').focus());
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(document.activeElement).toBe(tab('外层一'));
    expect(tab('外层一').getAttribute('aria-selected')).toBe('true');
    // The inner row moves within itself; the outer tab stays chosen.
    act(() => tab('内层一').focus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('内层二').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab('内层二'));
    expect(tab('外层一').getAttribute('aria-selected')).toBe('true');
  });
});
