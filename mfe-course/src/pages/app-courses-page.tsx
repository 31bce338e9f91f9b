import {
  COURSE_LIST_PER_PAGE,
  getHref,
  IMAGE_SIZES,
  imageUrl,
  paths,
  REFERENCE_CACHE_MS,
  usePagedList,
  usePageTitle,
  useRequest,
  type CourseSummary,
} from '@site/shared';
import { LightRadioGroup } from '@site/shared/page-kit';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getApps } from '../api/get-apps';
import { getAppCourses } from '../api/get-app-courses';
import { CourseListView } from '../components/course-list-view';

/** /app/{appId}: courses of one software; the selector rewrites the URL (spec 2). 200 ms skeleton delay. */
export function AppCoursesPage() {
  const { appId } = useParams();
  const id = Number(appId);
  const navigate = useNavigate();
  const apps = useRequest('course/software/list', getApps, { cacheMs: REFERENCE_CACHE_MS });
  const current = apps.data?.find((app) => app.id === id);
  const title = current ? `${current.name}课程` : paths.appCourses.title;
  usePageTitle(title);
  // The design shows no page heading: the title is the h1 for screen readers.
  const heading = <h1 className="site-visually-hidden">{title}</h1>;

  const fetchPage = useCallback((page: number, perPage: number) => getAppCourses(id, page, perPage), [id]);
  const list = usePagedList<CourseSummary>({ pageSize: COURSE_LIST_PER_PAGE, fetchPage, resetKey: String(id) });

  return (
    <div>
      {heading}
      <div style={{ overflowX: 'auto', padding: '4px 0 12px' }}>
        <LightRadioGroup
          aria-label="选择软件"
          value={id}
          onChange={(next) => void navigate(getHref('appCourses', { appId: next }), { replace: true })}
          options={(apps.data ?? []).map((app) => ({
            value: app.id,
            label: (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                {app.iconUrl ? <img src={imageUrl(app.iconUrl, IMAGE_SIZES.appIcon)} alt="" width={16} height={16} /> : null}
                {app.name}
              </span>
            ),
          }))}
        />
      </div>
      {Number.isInteger(id) && id > 0 ? (
        <CourseListView state={list.state} loadMore={list.loadMore} reload={list.reload} skeletonDelayMs={200} emptyText="该软件下暂无课程" />
      ) : (
        <p>软件不存在</p>
      )}
    </div>
  );
}
