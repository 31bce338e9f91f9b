import { ArcoLookTag } from '@site/shared/page-kit';
import { formatDateTime, isPresale, type CourseDetail } from '@site/shared';
import type { ReactNode } from 'react';
import '@arco-design/web-react/es/Descriptions/style/index.css';

/** The live-course panel: presale tag (spec 4 rule), start/end, time remark and the live link. */
export function LivePanel({ course }: { course: CourseDetail }) {
  if (course.courseType !== 'live-course') return null;
  const presale = isPresale({ liveStatus: course.liveStatus, lessonNum: course.lessonInfo.length, startAt: course.startAt });
  const data: { label: string; value: ReactNode }[] = [
    { label: '开课时间', value: formatDateTime(course.startAt) || '待定' },
    { label: '结课时间', value: formatDateTime(course.endAt) || '待定' },
    ...(course.timeRemark ? [{ label: '上课时间', value: course.timeRemark }] : []),
    ...(course.liveUrl
      ? [{ label: '直播地址', value: <a href={course.liveUrl} target="_blank" rel="noopener noreferrer">进入直播间</a> }]
      : []),
  ];
  return (
    <section aria-label="直播信息" style={{ padding: 12, background: 'var(--color-fill-1)', borderRadius: 8, marginTop: 12 }}>
      <div style={{ marginBottom: 8 }}>
        <ArcoLookTag color="red">直播课</ArcoLookTag> {presale ? <ArcoLookTag color="orangered">预售</ArcoLookTag> : null}
      </div>
      {/* Arco's one-column small Descriptions, as the list of terms it is (Arco draws a table). */}
      <div className="arco-descriptions arco-descriptions-layout-horizontal arco-descriptions-size-small">
        <dl className="arco-descriptions-body course-live-facts">
          {data.map((item) => (
            <div key={item.label} className="arco-descriptions-row">
              <dt className="arco-descriptions-item-label">{item.label}</dt>
              <dd className="arco-descriptions-item-value">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
