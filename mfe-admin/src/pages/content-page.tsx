import { Radio, Tabs } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, tablistRole } from '@site/shared';
import { useState } from 'react';
import { AdminFrame } from '../features/access';
import { APP_FIELDS, BANNER_FIELDS, BANNER_GROUP_LABELS, LINK_FIELDS, TOOL_FIELDS } from '../features/content/content-fields';
import { ContentList } from '../features/content/content-list';
import { GroupedContent } from '../features/content/grouped-content';
import { useContent } from '../features/content/use-content';
import type { ContentKindName } from '../features/content/api/content';

function Banners() {
  const [group, setGroup] = useState(BANNER_GROUP_LABELS[0]?.value ?? 'course-home');
  const { data, error, loading, reload } = useContent('banner');
  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  return (
    <>
      <Radio.Group type="button" value={group} onChange={setGroup} options={BANNER_GROUP_LABELS} aria-label="轮播图分组" />
      <ContentList
        kind="banner"
        noun="轮播图"
        fields={BANNER_FIELDS}
        rows={(data ?? []).filter((row) => row.groupType === group)}
        loading={loading}
        fixed={{ groupType: group }}
        onChanged={reload}
      />
    </>
  );
}

function FlatList({ kind, noun, fields }: { kind: ContentKindName; noun: string; fields: typeof LINK_FIELDS }) {
  const { data, error, loading, reload } = useContent(kind);
  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  return <ContentList kind={kind} noun={noun} fields={fields} rows={data ?? []} loading={loading} onChanged={reload} />;
}

function Content() {
  return (
    <>
      <h1 style={{ fontSize: 20 }}>内容管理</h1>
      <Tabs ref={tablistRole} defaultActiveTab="banner" lazyload>
        <Tabs.TabPane key="banner" title="轮播图">
          <Banners />
        </Tabs.TabPane>
        <Tabs.TabPane key="tool" title="工具">
          <GroupedContent groupKind="tool-group" itemKind="tool" groupNoun="工具分组" itemNoun="工具" itemFields={TOOL_FIELDS} />
        </Tabs.TabPane>
        <Tabs.TabPane key="nav" title="页脚导航">
          <GroupedContent groupKind="nav-group" itemKind="nav-link" groupNoun="导航分组" itemNoun="导航链接" itemFields={LINK_FIELDS} />
        </Tabs.TabPane>
        <Tabs.TabPane key="friend" title="友情链接">
          <FlatList kind="friend-link" noun="友情链接" fields={LINK_FIELDS} />
        </Tabs.TabPane>
        <Tabs.TabPane key="app" title="软件">
          <FlatList kind="app" noun="软件" fields={APP_FIELDS} />
        </Tabs.TabPane>
      </Tabs>
    </>
  );
}

export function ContentPage() {
  return (
    <AdminFrame roles={['admin']}>
      <Content />
    </AdminFrame>
  );
}
