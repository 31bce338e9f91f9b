import { LightIconEmpty } from '../light/light-icons';
import type { ReactNode } from 'react';
import '../light/arco-look';

/** What a list shows when it has nothing to show (Arco's Empty look). */
export function EmptyState({ description = '暂无数据', children }: { description?: string; children?: ReactNode }) {
  return (
    <div className="site-empty-state" style={{ padding: '48px 0' }}>
      <div className="arco-empty">
        <div className="arco-empty-wrapper">
          <div className="arco-empty-image">
            <LightIconEmpty />
          </div>
          <div className="arco-empty-description">{description}</div>
        </div>
      </div>
      {children ? <div style={{ textAlign: 'center', marginTop: 12 }}>{children}</div> : null}
    </div>
  );
}
