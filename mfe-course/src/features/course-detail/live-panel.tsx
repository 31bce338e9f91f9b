import { Descriptions, Tag } from '@arco-design/web-react';
import { formatDateTime, isPresale, type CourseDetail } from '@site/shared';

/** The live-course panel: presale tag (spec 4 rule), start/end, time remark and the live link. */
export function LivePanel({ course }: { course: CourseDetail }) {
  if (course.courseType !== 'live-course') return null;
  const presale = isPresale({ liveStatus: course.liveStatus, lessonNum: course.lessonInfo.length, startAt: course.startAt });
  const data = [
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
        <Tag color="red">直播课</Tag> {presale ? <Tag color="orangered">预售</Tag> : null}
      </div>
      <Descriptions column={1} size="small" data={data} />
    </section>
  );
}
