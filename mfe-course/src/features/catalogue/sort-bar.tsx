import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { LightButton } from '@site/shared';
import { nextSort, type CatalogueFilters, type SortField } from './catalogue-filters';

const FIELDS: { field: SortField; label: string }[] = [
  { field: 'createdTime', label: '最新' },
  { field: 'price', label: '价格' },
];

/** 综合 (no sort), then created time and price; clicking the active one flips ASC/DESC (spec 7). */
export function SortBar({ sort, onChange }: { sort: CatalogueFilters['sort']; onChange: (sort: CatalogueFilters['sort']) => void }) {
  return (
    <div role="group" aria-label="排序" className="course-sort-bar">
      <LightButton size="small" type={sort ? 'text' : 'primary'} onClick={() => onChange(null)}>
        综合
      </LightButton>
      {FIELDS.map(({ field, label }) => {
        const active = sort?.field === field;
        const order = active ? sort.order : null;
        return (
          <LightButton
            key={field}
            size="small"
            type={active ? 'primary' : 'text'}
            aria-label={`${label}${order === 'ASC' ? '升序' : order === 'DESC' ? '降序' : ''}`}
            onClick={() => onChange(nextSort(sort, field))}
          >
            {label}
            {order === 'ASC' ? <IconArrowUp className="course-sort-bar__order" /> : order === 'DESC' ? <IconArrowDown className="course-sort-bar__order" /> : null}
          </LightButton>
        );
      })}
    </div>
  );
}
