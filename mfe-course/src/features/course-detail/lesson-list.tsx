import { ArcoLookTag } from '@site/shared/page-kit';
import { IconDownload, IconLock, IconPlayCircle } from '@arco-design/web-react/icon';
import { formatDuration, type Lesson, LightButton, showToast } from '@site/shared';
import { getSourceDownload } from '../../api/playback';

export interface LessonListProps {
  lessons: Lesson[];
  currentId: number | null;
  /** Whether a lesson may be played without paying (purchased, free course or free lesson). */
  playable: (lesson: Lesson) => boolean;
  watched: (lesson: Lesson) => number | null;
  onSelect: (lesson: Lesson, index: number) => void;
  canDownload: boolean;
}

async function download(lessonId: number) {
  try {
    const { downloadUrl } = await getSourceDownload(lessonId);
    window.open(downloadUrl, '_blank', 'noopener');
  } catch {
    void showToast('error', '资源不存在或不可下载');
  }
}

/** The lessons of a course with free tags, locks, durations and progress. */
export function LessonList({ lessons, currentId, playable, watched, onSelect, canDownload }: LessonListProps) {
  if (lessons.length === 0) return <p style={{ color: 'var(--color-text-3)', padding: 12 }}>课时即将上线</p>;
  return (
    <ol aria-label="课时列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lessons.map((lesson, index) => {
        const active = lesson.id === currentId;
        const seconds = watched(lesson);
        return (
          <li key={lesson.id} style={{ display: 'flex', alignItems: 'center', gap: 4, borderBottom: '1px solid var(--color-border-1)' }}>
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(lesson, index)}
              style={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                gap: 8,
                alignItems: 'center',
                padding: '10px 8px',
                border: 0,
                background: active ? 'var(--color-primary-light-1)' : 'transparent',
                cursor: 'pointer',
                textAlign: 'left',
                color: 'inherit',
              }}
            >
              {playable(lesson) ? <IconPlayCircle /> : <IconLock aria-label="需购买" />}
              <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {index + 1}. {lesson.title}
              </span>
              {lesson.free ? (
                <ArcoLookTag size="small" color="green">
                  免费
                </ArcoLookTag>
              ) : null}
              {lesson.watchRecord?.hasFinal ? <ArcoLookTag size="small">已学完</ArcoLookTag> : seconds ? <ArcoLookTag size="small">已学 {formatDuration(seconds)}</ArcoLookTag> : null}
              {lesson.sourceInfo ? <span style={{ fontSize: 12, color: 'var(--color-text-3)' }}>{formatDuration(lesson.sourceInfo.duration)}</span> : null}
            </button>
            {canDownload && lesson.sourceInfo?.downloadable && playable(lesson) ? (
              <LightButton size="mini" type="text" icon={<IconDownload />} aria-label={`下载${lesson.title}的课程资料`} onClick={() => void download(lesson.id)} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
