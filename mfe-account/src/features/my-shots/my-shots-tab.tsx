import { PAGE_SIZE, type Shot } from '@site/shared';
import { getMyShots } from '../../api/lists';
import { PagedSection } from '../paged-section';
import { ShotTile } from './shot-tile';

export function MyShotsTab() {
  return (
    <PagedSection<Shot>
      fetchPage={getMyShots}
      pageSize={PAGE_SIZE.myShots}
      getKey={(shot) => shot.id}
      renderItem={(shot) => <ShotTile shot={shot} editable />}
      emptyText="还没有发布过作品"
    />
  );
}
