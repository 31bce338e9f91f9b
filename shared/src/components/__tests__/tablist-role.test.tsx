import { Tabs } from '@arco-design/web-react';
import { render, screen, within } from '@testing-library/react';
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
});
