import { Link } from 'react-router-dom';
import { CardGrid, EmptyState, ErrorState, PAGE_SIZE, paths, SkeletonGrid, useRequest } from '@site/shared';
import { getShots } from '../../api/get-shots';
import { ShotCard } from '../../components/shot-card';

/** Home: 12 recommended shots and 更多 -> /shots (spec 2). */
export function ShotsHomeSection() {
  // The shell keeps the home page alive; useRequest does not ask again when it is shown again.
  const { data, error, reload } = useRequest('shot/list?home', () => getShots({ page: 0, perPage: PAGE_SIZE.homeShots, isRecommend: true }));
  const rows = data?.rows;

  return (
    <section aria-labelledby="home-shots-title" style={{ margin: '32px 0' }}>
      <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', marginBottom: 12 }}>
        <h2 id="home-shots-title" style={{ fontSize: 20, margin: 0 }}>
          推荐作品
        </h2>
        <Link to={paths.shots.path}>更多</Link>
      </div>
      {!rows && !error ? <SkeletonGrid count={PAGE_SIZE.homeShots} kind="shot" /> : null}
      {error ? <ErrorState message="作品加载失败" onRetry={reload} /> : null}
      {rows && !error && rows.length === 0 ? <EmptyState description="暂无推荐作品" /> : null}
      {rows && !error && rows.length > 0 ? <CardGrid items={rows} getKey={(shot) => shot.id} renderItem={(shot) => <ShotCard shot={shot} />} /> : null}
    </section>
  );
}
