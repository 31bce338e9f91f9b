import { Empty, Select } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, useSelectKeepsFocus } from '@site/shared';
import { useState } from 'react';
import type { ContentKindName } from './api/content';
import { GROUP_FIELDS, type FieldDef } from './content-fields';
import { ContentList } from './content-list';
import { useContent } from './use-content';

/** Groups (tool groups, footer navigation groups) and the items of the chosen group. */
export function GroupedContent({ groupKind, itemKind, groupNoun, itemNoun, itemFields }: { groupKind: ContentKindName; itemKind: ContentKindName; groupNoun: string; itemNoun: string; itemFields: FieldDef[] }) {
  const groupSelect = useSelectKeepsFocus();
  const groups = useContent(groupKind);
  const items = useContent(itemKind);
  const [chosen, setChosen] = useState<number | null>(null);
  const groupRows = groups.data ?? [];
  const current = groupRows.find((group) => group.id === chosen) ?? groupRows[0];
  const failure = groups.error ?? items.error;
  // Editing an item can move it to another group (it goes last there); a new item starts in the chosen group.
  const groupField: FieldDef = { key: 'groupId', label: `所在${groupNoun}`, type: 'select', options: groupRows.map((group) => ({ value: group.id, label: String(group.name) })) };
  if (failure && !(groups.data && items.data)) return <ErrorState message={apiErrorMessage(failure, '加载失败')} onRetry={() => (groups.reload(), items.reload())} />;
  return (
    <>
      <h2 style={{ fontSize: 16 }}>{groupNoun}</h2>
      <ContentList kind={groupKind} noun={groupNoun} fields={GROUP_FIELDS} rows={groupRows} loading={groups.loading} onChanged={groups.reload} />
      <h2 style={{ fontSize: 16, marginTop: 24 }}>{itemNoun}</h2>
      {current ? (
        <>
          <label htmlFor={`${itemKind}-group`}>所在{groupNoun}：</label>
          <Select
            {...groupSelect}
            id={`${itemKind}-group`}
            style={{ width: 220, maxWidth: '100%' }}
            value={current.id}
            onChange={(id: number) => setChosen(id)}
            options={groupRows.map((group) => ({ value: group.id, label: String(group.name) }))}
          />
          <ContentList
            kind={itemKind}
            noun={itemNoun}
            fields={[...itemFields, groupField]}
            rows={(items.data ?? []).filter((item) => item.groupId === current.id)}
            loading={items.loading}
            fixed={{ groupId: current.id }}
            onChanged={() => (items.reload(), groups.reload())}
          />
        </>
      ) : (
        <Empty description={`先新建一个${groupNoun}`} />
      )}
    </>
  );
}
