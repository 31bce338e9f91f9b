import { NotFoundResult } from '@site/shared/page-kit';
import { IconPlayArrow } from '@arco-design/web-react/icon';
import { ErrorCode, getHref, IMAGE_SIZES, imageUrl, isApiError, isFreeCourse, type Lesson, LightButton, LightSpin, paths, ResultPanel, useLoginAction, usePageTitle, useRequest } from '@site/shared';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getCourseDetail } from '../api/get-course-detail';
import { CourseSummaryPanel } from '../features/course-detail/course-summary';
import { DetailTabs } from '../features/course-detail/detail-tabs';
import { LessonList } from '../features/course-detail/lesson-list';
import { LivePanel } from '../features/course-detail/live-panel';
import { SeriesCourses } from '../features/course-detail/series-courses';
import { useCourseAccess } from '../features/course-detail/use-course-access';
import { canPlayLesson } from '../features/player/playback-rules';
import { usePurchase } from '../features/purchase/use-purchase';
import '../features/course-detail/course-detail.css';

// What needs Arco's code comes apart from what a visitor first sees (issue 41): the player (its speed select) is
// fetched when a lesson is first chosen, the pay dialog when it first opens.
const LessonPlayer = lazy(() => import('../features/player/lesson-player').then((module) => ({ default: module.LessonPlayer })));
const PayModal = lazy(() => import('../features/purchase/pay-modal').then((module) => ({ default: module.PayModal })));

/** The player's black 16:9 box while its code comes: the same room, so nothing below moves. */
function PlayerLoading() {
  return (
    <div className="course-lesson-player">
      <LightSpin label="正在加载视频" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} />
    </div>
  );
}

/** /course/{courseId}: player, lessons, price and purchase, tabs, series, live panel (spec 2-4). */
export function CourseDetailPage() {
  const { courseId } = useParams();
  // A new course (series link) starts fresh: no lesson selected, no prompt history, no open modal.
  return <CourseDetailView key={courseId} courseId={Number(courseId)} />;
}

/** 开始学习 on the cover: where a buyer goes on once 购买 has given way to 已购买. */
function startButton(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.course-detail__cover .arco-btn');
}

function CourseDetailView({ courseId }: { courseId: number }) {
  const detail = useRequest(`course/detail?courseId=${courseId}`, () => getCourseDetail(courseId));
  const course = detail.data;
  usePageTitle(course ? course.title : paths.courseDetail.title);
  const access = useCourseAccess(courseId);
  const login = useLoginAction();
  const [current, setCurrent] = useState<{ lesson: Lesson; index: number } | null>(null);
  const prompted = useRef(new Set<number>());

  // Set when a payment lands. The dialog closes at once and gives the focus back to 购买; once the access has
  // been asked again, 购买 gives way to 已购买 and a keyboard user on it goes on from 开始学习, not the page itself.
  const paidNow = useRef(false);
  const onPaid = useCallback(() => {
    paidNow.current = true;
    access.refresh();
    detail.reload();
  }, [access, detail]);
  const purchase = usePurchase(courseId, onPaid);
  const [payOpened, setPayOpened] = useState(false);
  // Storing information from previous renders: once opened, the pay dialog stays mounted to close with its animation.
  if (purchase.phase !== 'closed' && !payOpened) setPayOpened(true);
  useEffect(() => {
    if (!access.purchased || !paidNow.current) return;
    paidNow.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) startButton()?.focus();
  }, [access.purchased]);
  if (detail.loading && !course) return <LightSpin block={80} />;
  if (detail.error || !course) {
    if (isApiError(detail.error, ErrorCode.CourseNotFound) || !Number.isInteger(courseId)) {
      return <NotFoundResult title="课程不存在或已下架" extra={<Link to={getHref('courses')}>看看其他课程</Link>} />;
    }
    return <ResultPanel status="error" title="获取课程详情出错" extra={<LightButton onClick={detail.reload}>重试</LightButton>} />;
  }

  const courseFree = isFreeCourse(course);
  const playable = (lesson: Lesson) => canPlayLesson({ purchased: access.purchased, courseFree, lessonFree: lesson.free });
  const watched = (lesson: Lesson) => access.records.get(lesson.id)?.watchedDuration ?? lesson.watchRecord?.watchedDuration ?? null;
  const buy = () => (access.loggedIn ? purchase.start() : login());
  const select = (lesson: Lesson, index: number) => {
    // Spec 4: choosing a lesson needs login; unpaid lessons open the pay modal instead of playing.
    if (!access.loggedIn) return login();
    if (!playable(lesson)) return purchase.start();
    setCurrent({ lesson, index });
  };
  const firstLesson = course.lessonInfo[0];

  return (
    <div className="course-detail">
      <div className="course-detail__top">
        <div className="course-detail__stage">
          {current && playable(current.lesson) ? (
            <Suspense fallback={<PlayerLoading />}>
              <LessonPlayer
                key={current.lesson.id}
                lesson={current.lesson}
                lessonIndex={current.index}
                watchedDuration={watched(current.lesson)}
                promptedLessons={prompted.current}
                onProgress={access.noteProgress}
              />
            </Suspense>
          ) : (
            <div className="course-detail__cover">
              {/* The page's largest paint: fetched first, also when the server drew this page (issue 41). */}
              {course.preview ? <img src={imageUrl(course.preview, IMAGE_SIZES.courseCover)} alt="" fetchPriority="high" /> : null}
              {firstLesson ? (
                <LightButton type="primary" size="large" shape="round" icon={<IconPlayArrow />} onClick={() => select(firstLesson, 0)}>
                  开始学习
                </LightButton>
              ) : null}
            </div>
          )}
        </div>
        {/* Named by its title rather than headed by it: it comes before the course's h1 (the title under the player),
            and a page's headings start at its h1. Screen readers list it among the landmarks as 课程目录. */}
        <aside className="course-detail__lessons" aria-labelledby="course-lessons-title">
          <p id="course-lessons-title" style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>
            课程目录
          </p>
          <LessonList
            lessons={course.lessonInfo}
            currentId={current?.lesson.id ?? null}
            playable={playable}
            watched={watched}
            onSelect={select}
            canDownload={access.loggedIn}
          />
        </aside>
      </div>
      <div className="course-detail__body">
        <div className="course-detail__main">
          <CourseSummaryPanel
            course={course}
            purchased={access.purchased}
            onBuy={buy}
            onCollectChange={(hasCollected) => detail.setData({ ...course, hasCollected })}
          />
          <LivePanel course={course} />
          <DetailTabs course={course} />
        </div>
        {course.courseSeriesId ? (
          <aside className="course-detail__side">
            <SeriesCourses seriesId={course.courseSeriesId} currentId={course.id} />
          </aside>
        ) : null}
      </div>
      {payOpened ? (
        <Suspense fallback={null}>
          <PayModal flow={purchase} title={course.title} priceFen={course.price} />
        </Suspense>
      ) : null}
    </div>
  );
}
