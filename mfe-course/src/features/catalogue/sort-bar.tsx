import { Button, Space } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { nextSort, type CatalogueFilters, type SortField } from './catalogue-filters';

const FIELDS: { field: SortField; label: string }[] = [
  { field: 'createdTime', label: '最新' },
  { field: 'price', label: '价格' },
];

/** 综合 (no sort), then created time and price; clicking the active one flips ASC/DESC (spec 7). */
export function SortBar({ sort, onChange }: { sort: CatalogueFilters['sort']; onChange: (sort: CatalogueFilters['sort']) => void }) {
  return (
    <div role="group" aria-label="排序">
      <Space size={4}>
      <Button size="small" type={sort ? 'text' : 'primary'} onClick={() => onChange(null)}>
        综合
      </Button>
      {FIELDS.map(({ field, label }) => {
        const active = sort?.field === field;
        const order = active ? sort.order : null;
        return (
          <Button
            key={field}
            size="small"
            type={active ? 'primary' : 'text'}
            aria-label={`${label}${order === 'ASC' ? '升序' : order === 'DESC' ? '降序' : ''}`}
            onClick={() => onChange(nextSort(sort, field))}
          >
            {label}
            {order === 'ASC' ? <IconArrowUp /> : order === 'DESC' ? <IconArrowDown /> : null}
          </Button>
        );
      })}
      </Space>
    </div>
  );
}
