import { Button, Input, Radio } from '@arco-design/web-react';
import { SHOTS_PAGE_TOP, type ShotCategory } from '@site/shared';
import { useState } from 'react';

export type RecommendFilter = 'recommend' | 'all';

export interface ShotsFilterBarProps {
  recommend: RecommendFilter;
  onRecommend: (value: RecommendFilter) => void;
  categories: ShotCategory[];
  categoryId: number | undefined;
  onCategory: (id: number | undefined) => void;
  keywords: string;
  onSearch: (keywords: string) => void;
}

/** 推荐/全部, category buttons and the keyword box (Enter, or the icon when the value changed: spec 5). */
export function ShotsFilterBar({ recommend, onRecommend, categories, categoryId, onCategory, keywords, onSearch }: ShotsFilterBarProps) {
  const [draft, setDraft] = useState(keywords);
  const submit = (value: string) => onSearch(value.trim());

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: SHOTS_PAGE_TOP.gap, alignItems: 'center', justifyContent: 'space-between' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: SHOTS_PAGE_TOP.gap, flex: `1 1 ${SHOTS_PAGE_TOP.filtersBasis}px`, minWidth: 0 }}>
        <Radio.Group style={{ flexShrink: 0 }} type="button" value={recommend} onChange={(value: RecommendFilter) => onRecommend(value)} aria-label="推荐或全部">
          <Radio value="recommend">推荐</Radio>
          <Radio value="all">全部</Radio>
        </Radio.Group>
        {/* One row that scrolls sideways: its height does not depend on how many categories arrive, so the grid
            below never moves when they do. */}
        <div role="group" aria-label="作品分类" style={{ display: 'flex', gap: 8, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}>
          <Button size="small" style={{ flexShrink: 0 }} type={categoryId === undefined ? 'primary' : 'secondary'} onClick={() => onCategory(undefined)}>
            全部分类
          </Button>
          {categories.map((category) => (
            <Button key={category.id} size="small" style={{ flexShrink: 0 }} type={categoryId === category.id ? 'primary' : 'secondary'} onClick={() => onCategory(category.id)}>
              {category.name}
            </Button>
          ))}
        </div>
      </div>
      <Input.Search
        allowClear
        aria-label="搜索作品"
        placeholder="搜索作品标题或标签"
        style={{ width: SHOTS_PAGE_TOP.searchWidth, maxWidth: '100%' }}
        value={draft}
        onChange={setDraft}
        onPressEnter={() => submit(draft)}
        // The icon searches only when the text differs from the current search (spec 5).
        onSearch={(value) => {
          if (value.trim() !== keywords) submit(value);
        }}
        onClear={() => submit('')}
      />
    </div>
  );
}
