import { LightButton, type ShotCategory } from '@site/shared';
import { LightRadioGroup } from '@site/shared/page-kit';
import { useState } from 'react';
import { LightSearchInput } from '../../components/light-search-input';
import { SHOTS_PAGE_TOP } from '../../components/page-layout';

export type RecommendFilter = 'recommend' | 'all';

const RECOMMEND_OPTIONS = [
  { value: 'recommend', label: '推荐' },
  { value: 'all', label: '全部' },
] as const;

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
        <LightRadioGroup<RecommendFilter> style={{ flexShrink: 0 }} options={RECOMMEND_OPTIONS} value={recommend} onChange={onRecommend} aria-label="推荐或全部" />
        {/* One row that scrolls sideways: its height does not depend on how many categories arrive, so the grid
            below never moves when they do. */}
        <div role="group" aria-label="作品分类" style={{ display: 'flex', gap: 8, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}>
          <LightButton size="small" style={{ flexShrink: 0 }} type={categoryId === undefined ? 'primary' : 'secondary'} onClick={() => onCategory(undefined)}>
            全部分类
          </LightButton>
          {categories.map((category) => (
            <LightButton key={category.id} size="small" style={{ flexShrink: 0 }} type={categoryId === category.id ? 'primary' : 'secondary'} onClick={() => onCategory(category.id)}>
              {category.name}
            </LightButton>
          ))}
        </div>
      </div>
      <LightSearchInput
        aria-label="搜索作品"
        placeholder="搜索作品标题或标签"
        style={{ width: SHOTS_PAGE_TOP.searchWidth, maxWidth: '100%' }}
        value={draft}
        onChange={setDraft}
        // Enter always searches; the icon only when the text differs from the current search (spec 5).
        onSearch={(value, via) => {
          if (via === 'enter' || value.trim() !== keywords) submit(value);
        }}
        onClear={() => submit('')}
      />
    </div>
  );
}
