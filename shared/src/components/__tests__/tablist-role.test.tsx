import { Tabs } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
});
