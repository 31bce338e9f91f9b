import { LightSpin, paths, SCHOOLS, usePageTitle, useRequest } from '@site/shared';
import { getClassPlan } from '../api/get-class-plan';
import { SchoolGantt, type SchoolPlan } from '../features/course-plan/school-gantt';

/** The four schools' timetables, each answer or failure kept apart. */
async function getAllPlans(): Promise<SchoolPlan[]> {
  const results = await Promise.allSettled(SCHOOLS.map((school) => getClassPlan(school.id)));
  return results.map((result) => (result.status === 'fulfilled' ? { items: result.value } : { error: result.reason as unknown }));
}

/**
 * /course-plan: the offline class timetable of four cities as Gantt charts (spec 2). The four charts
 * appear together: each one's height is known only from its answer, so charts arriving one by one
 * pushed the ones below them down.
 */
export function CoursePlanPage() {
  usePageTitle(paths.coursePlan.title);
  const { data } = useRequest('course/api/class/list?all', getAllPlans);
  return (
    <>
      {/* The design shows no page heading: the title is the h1 for screen readers, above each city's h2. */}
      <h1 className="site-visually-hidden">{paths.coursePlan.title}</h1>
      {data ? (
        // A block formatting context of its own: the first chart's top margin stays inside this box instead of
        // collapsing through it, so the box keeps the loading state's place and nothing moves when the charts come.
        <div style={{ display: 'flow-root' }}>
          {SCHOOLS.map((school, index) => (
            <SchoolGantt key={school.id} name={school.name} plan={data[index]} />
          ))}
        </div>
      ) : (
        <div aria-busy="true" style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <LightSpin tip="加载中…" />
        </div>
      )}
    </>
  );
}
