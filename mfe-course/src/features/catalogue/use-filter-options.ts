import type { CourseType } from '@site/shared';
import { getApps } from '../../api/get-apps';
import { getCategoryGroups } from '../../api/get-category-groups';
import { getTeachers } from '../../api/get-teachers';
import { useAsync } from '../../hooks/use-async';
import type { FilterOptions } from './filter-fields';

/** The choices of the filter panel; a failed source leaves its row with 不限 only. */
export function useFilterOptions(courseType: CourseType): FilterOptions {
  const apps = useAsync(getApps, []);
  const teachers = useAsync(getTeachers, []);
  const groups = useAsync(() => getCategoryGroups(courseType), [courseType]);
  return { apps: apps.data ?? [], teachers: teachers.data ?? [], groups: groups.data ?? [] };
}
