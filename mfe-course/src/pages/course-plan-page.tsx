import { paths, SCHOOLS, usePageTitle } from '@site/shared';
import { SchoolGantt } from '../features/course-plan/school-gantt';

/** /course-plan: the offline class timetable of four cities as Gantt charts (spec 2). */
export function CoursePlanPage() {
  usePageTitle(paths.coursePlan.title);
  return (
    <div>
      {SCHOOLS.map((school) => (
        <SchoolGantt key={school.id} schoolId={school.id} name={school.name} />
      ))}
    </div>
  );
}
