import { COURSE_LIST_PER_PAGE, usePagedList, type CourseSummary, type CourseType } from '@site/shared';
import { useCallback, useState } from 'react';
import { getCourses } from '../../api/get-courses';
import { CourseListView } from '../../components/course-list-view';
import { activeFilterCount, changeFilters, emptyFilters, toListRequest, type CatalogueFilters } from './catalogue-filters';
import { CategoryMenu } from './category-menu';
import { FilterPanel } from './filter-panel';
import { SearchBox } from './search-box';
import { SortBar } from './sort-bar';
import { useFilterOptions } from './use-filter-options';
import './course-catalogue.css';

export interface CourseCatalogueProps {
  /** The category menu's course type; live courses also fix the list to that type. */
  menuType: CourseType;
  fixedType?: CourseType;
}

/**
 * Category menu + filters + sort + search over a paged course grid. State lives in this component,
 * which the shell keeps mounted, so it survives leaving and coming back (spec 2).
 */
export function CourseCatalogue({ menuType, fixedType }: CourseCatalogueProps) {
  const [filters, setFilters] = useState<CatalogueFilters>(() => emptyFilters(fixedType));
  const options = useFilterOptions(menuType);
  const update = (patch: Partial<CatalogueFilters>) => setFilters((current) => changeFilters(current, patch));

  const fetchPage = useCallback((page: number, perPage: number) => getCourses(toListRequest(filters, page, perPage)), [filters]);
  // Any filter change resets the list to page 0 (spec 4).
  const list = usePagedList<CourseSummary>({ pageSize: COURSE_LIST_PER_PAGE, fetchPage, resetKey: JSON.stringify(filters) });

  return (
    <div className="course-catalogue">
      <aside className="course-catalogue__menu">
        <CategoryMenu groups={options.groups} groupId={filters.groupId} categoryId={filters.categoryId} onChange={update} />
      </aside>
      <div className="course-catalogue__main">
        <div className="course-catalogue__toolbar">
          <FilterPanel
            filters={filters}
            options={options}
            fixedType={Boolean(fixedType)}
            onChange={update}
            activeCount={activeFilterCount(filters, fixedType)}
            onReset={() => setFilters({ ...emptyFilters(fixedType), keyword: filters.keyword, sort: filters.sort })}
          />
          <div className="course-catalogue__tools">
            <SortBar sort={filters.sort} onChange={(sort) => update({ sort })} />
            <SearchBox value={filters.keyword} onSearch={(keyword) => update({ keyword })} />
          </div>
        </div>
        <p className="course-catalogue__count" aria-live="polite">
          {list.state.status === 'idle' || list.state.status === 'no-more' ? `共 ${list.state.count} 门课程` : '\u00a0'}
        </p>
        <CourseListView state={list.state} loadMore={list.loadMore} reload={list.reload} skeletonDelayMs={100} />
      </div>
    </div>
  );
}
