import { Link } from 'react-router-dom';
import { getHref } from '../contract';
import type { Course } from '../contract';
import { courseCountText } from '../contract/course/count-text';
import { isPresale } from '../contract/course/presale';
import { formatPrice } from '../contract/course/price';
import { IMAGE_SIZES, imageSrcSet, imageUrl } from '../contract';
import { LightCard, LightTag } from '../light';
import { CARD_IMAGE_SIZES, CARD_SHAPES } from './card-shape';

/** The fields a course card needs; list answers may leave out the detail-only ones. */
export type CourseCardData = Pick<
  Course,
  'id' | 'title' | 'preview' | 'price' | 'free' | 'courseType' | 'liveStatus' | 'lessonNum' | 'startAt' | 'purchaseNum' | 'watchNum'
> &
  Partial<Pick<Course, 'teacherInfo' | 'subtitle' | 'lessonTotalNum'>>;

/** A course in a grid: cover (600 wide, spec 9), title, teacher, price and the count text of spec 4. */
export function CourseCard({
  course,
  priority = false,
}: {
  course: CourseCardData;
  /** Above the fold: load the cover at once; 'high' (the grid's first card, likely its largest paint) first of all. */
  priority?: boolean | 'high';
}) {
  const teacher = course.teacherInfo?.[0];
  const presale = course.courseType === 'live-course' && isPresale(course);
  return (
    <Link to={getHref('courseDetail', { courseId: course.id })} className="site-course-card" style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
      <LightCard
        hoverable
        bodyStyle={CARD_SHAPES.course.bodyStyle}
        cover={
          <div style={{ position: 'relative', aspectRatio: CARD_SHAPES.course.coverAspectRatio, background: 'var(--color-fill-2)', overflow: 'hidden' }}>
            {course.preview ? (
              <img
                src={imageUrl(course.preview, IMAGE_SIZES.courseCover)}
                srcSet={imageSrcSet(course.preview, [IMAGE_SIZES.courseCoverSmall, IMAGE_SIZES.courseCover])}
                sizes={CARD_IMAGE_SIZES}
                width={IMAGE_SIZES.courseCover.w}
                height={Math.round((IMAGE_SIZES.courseCover.w * 9) / 16)}
                alt=""
                loading={priority ? 'eager' : 'lazy'}
                fetchPriority={priority === 'high' ? 'high' : undefined}
                style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : null}
            {presale ? (
              <LightTag color="orangered" style={{ position: 'absolute', top: 8, left: 8 }}>
                预售
              </LightTag>
            ) : null}
          </div>
        }
      >
        <div className="site-clamp" title={course.title} style={{ WebkitLineClamp: 2, marginBottom: 8, fontWeight: 500, lineHeight: '22px', minHeight: 44 }}>
          {course.title}
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'var(--color-text-3)' }}>
          <span>{teacher ? teacher.nickname || teacher.username : ''}</span>
          <span>{courseCountText(course)}</span>
        </div>
        <div style={{ marginTop: 6, color: 'rgb(var(--orangered-6))', fontWeight: 600 }}>{formatPrice(course)}</div>
      </LightCard>
    </Link>
  );
}
