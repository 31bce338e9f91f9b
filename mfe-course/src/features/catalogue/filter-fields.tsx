import { COURSE_LEVELS, COURSE_TYPES, FREE_MODES, PRICE_BUCKETS, START_TIME_BUCKETS, type App, type CategoryGroup, type TeacherInfo } from '@site/shared';
import { LightRadioGroup } from '@site/shared/page-kit';
import type { ReactNode } from 'react';
import type { CatalogueFilters } from './catalogue-filters';
import { TeacherSelect } from './teacher-select';

export interface FilterOptions {
  apps: App[];
  teachers: TeacherInfo[];
  groups: CategoryGroup[];
}

export interface FilterFieldsProps {
  filters: CatalogueFilters;
  options: FilterOptions;
  /** Live courses fix the type; the type filter is then hidden. */
  fixedType: boolean;
  onChange: (patch: Partial<CatalogueFilters>) => void;
}

const ANY = '不限';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} style={{ display: 'flex', gap: 12, alignItems: 'flex-start', padding: '6px 0', flexWrap: 'wrap' }}>
      <span style={{ width: 56, flex: 'none', color: 'var(--color-text-3)', lineHeight: '28px' }}>{label}</span>
      <div style={{ flex: 1, minWidth: 200 }}>{children}</div>
    </div>
  );
}

/** A radio row whose first choice is 不限 (undefined). */
function Choice<V extends string | number>({ value, items, onChange }: { value: V | undefined; items: readonly { value: V; label: string }[]; onChange: (value: V | undefined) => void }) {
  return (
    <LightRadioGroup<V | typeof ANY>
      size="small"
      options={[{ value: ANY, label: ANY }, ...items]}
      value={value ?? ANY}
      onChange={(next) => onChange(next === ANY ? undefined : next)}
    />
  );
}

/** Every course filter of spec 7, used in the desktop panel and the phone drawer alike. */
export function FilterFields({ filters, options, fixedType, onChange }: FilterFieldsProps) {
  const group = options.groups.find((g) => g.id === filters.groupId);
  const categories = group ? group.categories : options.groups.flatMap((g) => g.categories);
  return (
    <div className="course-filter-fields">
      <Row label="软件">
        <Choice value={filters.softWareId} items={options.apps.map((a) => ({ value: a.id, label: a.name }))} onChange={(softWareId) => onChange({ softWareId })} />
      </Row>
      <Row label="讲师">
        <TeacherSelect teachers={options.teachers} value={filters.teacherId} onChange={(teacherId) => onChange({ teacherId })} />
      </Row>
      {fixedType ? null : (
        <Row label="类型">
          <Choice value={filters.courseType} items={COURSE_TYPES} onChange={(courseType) => onChange({ courseType })} />
        </Row>
      )}
      <Row label="分组">
        <Choice value={filters.groupId} items={options.groups.map((g) => ({ value: g.id, label: g.name }))} onChange={(groupId) => onChange({ groupId, categoryId: undefined })} />
      </Row>
      <Row label="分类">
        <Choice
          value={filters.categoryId}
          items={categories.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(categoryId) => onChange({ categoryId, groupId: categoryId === undefined ? filters.groupId : options.groups.find((g) => g.categories.some((c) => c.id === categoryId))?.id })}
        />
      </Row>
      <Row label="收费">
        <Choice value={filters.freeMode} items={FREE_MODES} onChange={(freeMode) => onChange({ freeMode })} />
      </Row>
      <Row label="价格">
        <Choice
          value={filters.priceBucket || undefined}
          items={PRICE_BUCKETS.filter((b) => b.id !== 0).map((b) => ({ value: b.id, label: b.label }))}
          onChange={(bucket) => onChange({ priceBucket: bucket ?? 0 })}
        />
      </Row>
      <Row label="难度">
        <Choice value={filters.level} items={COURSE_LEVELS} onChange={(level) => onChange({ level })} />
      </Row>
      <Row label="开课">
        <Choice value={filters.startBucket} items={START_TIME_BUCKETS.map((b) => ({ value: b.id, label: b.label }))} onChange={(startBucket) => onChange({ startBucket })} />
      </Row>
    </div>
  );
}
