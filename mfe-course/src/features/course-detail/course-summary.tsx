import { Button, Space, Tag } from '@arco-design/web-react';
import { courseCountText, formatPrice, getHref, IMAGE_SIZES, imageUrl, isFreeCourse, levelLabel, type CourseDetail } from '@site/shared';
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
      <Space wrap size={8} style={{ marginBottom: 8 }}>
        <Tag>{levelLabel(course.level)}</Tag>
        {course.softWareInfo.map((app) => (
          <Tag key={app.id ?? app.name} icon={app.iconUrl ? <img src={imageUrl(app.iconUrl, IMAGE_SIZES.appIcon)} alt="" width={12} height={12} /> : undefined}>
            {app.name}
          </Tag>
        ))}
        <span style={{ color: 'var(--color-text-3)' }}>{courseCountText(course)}</span>
        <span style={{ color: 'var(--color-text-3)' }}>
          共 {course.lessonTotalNum || course.lessonInfo.length} 课时
        </span>
      </Space>
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
          <Tag color="green" size="large">已购买</Tag>
        ) : (
          <Button type="primary" status="warning" onClick={onBuy}>
            购买
          </Button>
        )}
        <CollectButton courseId={course.id} collected={course.hasCollected} onChange={onCollectChange} />
      </div>
    </section>
  );
}
