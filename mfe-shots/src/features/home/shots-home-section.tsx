import { Link } from 'react-router-dom';
import { CardGrid, EmptyState, ErrorState, PAGE_SIZE, paths, SkeletonGrid, type ShotListItem } from '@site/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getShots } from '../../api/get-shots';
import { ShotCard } from '../../components/shot-card';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'done'; rows: ShotListItem[] };

/** Home: 12 recommended shots and 更多 -> /shots (spec 2). */
export function ShotsHomeSection() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchShots = useCallback(() => {
    setLoad({ status: 'loading' });
    getShots({ page: 0, perPage: PAGE_SIZE.homeShots, isRecommend: true }).then(
      (page) => setLoad({ status: 'done', rows: page.rows }),
      () => setLoad({ status: 'error' }),
    );
  }, []);
  // The shell keeps the home page alive and re-runs effects on return: load once, not on every visit.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    fetchShots();
  }, [fetchShots]);

  return (
    <section aria-labelledby="home-shots-title" style={{ margin: '32px 0' }}>
      <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', marginBottom: 12 }}>
        <h2 id="home-shots-title" style={{ fontSize: 20, margin: 0 }}>
          推荐作品
        </h2>
        <Link to={paths.shots.path}>更多</Link>
      </div>
      {load.status === 'loading' ? <SkeletonGrid count={PAGE_SIZE.homeShots} /> : null}
      {load.status === 'error' ? <ErrorState message="作品加载失败" onRetry={fetchShots} /> : null}
      {load.status === 'done' && load.rows.length === 0 ? <EmptyState description="暂无推荐作品" /> : null}
      {load.status === 'done' && load.rows.length > 0 ? (
        <CardGrid items={load.rows} getKey={(shot) => shot.id} renderItem={(shot) => <ShotCard shot={shot} />} />
      ) : null}
    </section>
  );
}
