import { ArcoLookTag } from '@site/shared/page-kit';
import { courseCountText, formatPrice, getHref, IMAGE_SIZES, imageUrl, isFreeCourse, levelLabel, LightButton, type CourseDetail } from '@site/shared';
import { Link } from 'react-router-dom';
import { CollectButton } from './collect-button';

export interface CourseSummaryProps {
  course: CourseDetail;
  purchased: boolean;
  onBuy: () => void;
  onCollectChange: (collected: boolean) => void;
}

/** Title, teachers, price with 购买, counts and the collect toggle (spec 2, 4). */
export function CourseSummaryPanel({ course, purchased, onBuy, onCollectChange }: CourseSummaryProps) {
  const free = isFreeCourse(course);
  return (
    <section aria-label="课程信息">
      <h1 style={{ fontSize: 22, margin: '0 0 4px' }}>{course.title}</h1>
      {course.subtitle ? <p style={{ margin: '0 0 8px', color: 'var(--color-text-2)' }}>{course.subtitle}</p> : null}
      {/* Arco's wrapping Space drawn by CSS: its items kept 8 px below each, hence 8 + 8 under the last row. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        <ArcoLookTag>{levelLabel(course.level)}</ArcoLookTag>
        {course.softWareInfo.map((app) => (
          <ArcoLookTag key={app.id ?? app.name} icon={app.iconUrl ? <img src={imageUrl(app.iconUrl, IMAGE_SIZES.appIcon)} alt="" width={12} height={12} /> : undefined}>
            {app.name}
          </ArcoLookTag>
        ))}
        <span style={{ color: 'var(--color-text-3)' }}>{courseCountText(course)}</span>
        <span style={{ color: 'var(--color-text-3)' }}>
          共 {course.lessonTotalNum || course.lessonInfo.length} 课时
        </span>
      </div>
      <p style={{ margin: '0 0 8px' }}>
        讲师：
        {course.teacherInfo.map((teacher, index) => (
          <span key={teacher.id}>
            {index > 0 ? '、' : null}
            <Link to={getHref('teacher', { username: teacher.username })}>{teacher.nickname || teacher.username}</Link>
          </span>
        ))}
      </p>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <span style={{ fontSize: 24, fontWeight: 600, color: 'rgb(var(--orangered-6))' }}>{formatPrice(course)}</span>
        {!free && course.originalPrice > course.price ? (
          <s style={{ color: 'var(--color-text-3)' }}>{formatPrice({ free: false, price: course.originalPrice })}</s>
        ) : null}
        {free ? null : purchased ? (
          <ArcoLookTag color="green" size="large">
            已购买
          </ArcoLookTag>
        ) : (
          <LightButton type="primary" status="warning" onClick={onBuy}>
            购买
          </LightButton>
        )}
        <CollectButton courseId={course.id} collected={course.hasCollected} onChange={onCollectChange} />
      </div>
    </section>
  );
}
