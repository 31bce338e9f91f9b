import { Radio } from '@arco-design/web-react';
import { PAGE_SIZE, type Shot } from '@site/shared';
import { useState } from 'react';
import { getCollectedCourses, getCollectedShots } from '../../api/lists';
import { CourseListTab } from '../course-lists/course-list-tab';
import { ShotTile } from '../my-shots/shot-tile';
import { PagedSection } from '../paged-section';

type Kind = 'course' | 'shot';

/** My collection with its course / shot sub-toggle (spec 2). */
export function CollectionTab() {
  const [kind, setKind] = useState<Kind>('course');
  return (
    <div>
      <Radio.Group type="button" value={kind} onChange={(value: Kind) => setKind(value)} style={{ marginBottom: 16 }} aria-label="收藏类型">
        <Radio value="course">课程</Radio>
        <Radio value="shot">作品</Radio>
      </Radio.Group>
      {kind === 'course' ? (
        <CourseListTab fetchPage={getCollectedCourses} emptyText="还没有收藏课程" />
      ) : (
        <PagedSection<Shot>
          fetchPage={getCollectedShots}
          pageSize={PAGE_SIZE.profileTab}
          getKey={(shot) => shot.id}
          renderItem={(shot) => <ShotTile shot={shot} />}
          emptyText="还没有收藏作品"
        />
      )}
    </div>
  );
}
