import { Empty } from '@arco-design/web-react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing to show. */
export function EmptyState({ description = '暂无数据', children }: { description?: string; children?: ReactNode }) {
  return (
    <div className="site-empty-state" style={{ padding: '48px 0' }}>
      <Empty description={description} />
      {children ? <div style={{ textAlign: 'center', marginTop: 12 }}>{children}</div> : null}
    </div>
  );
}
