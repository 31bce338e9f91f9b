import { ResultPanel, usePageTitle } from '@site/shared';
import { Link } from 'react-router-dom';

export const NOT_FOUND_TITLE = '页面不存在';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <div style={{ padding: '64px 16px' }}>
      <ResultPanel
        status="warning"
        title={NOT_FOUND_TITLE}
        subTitle="您访问的页面不存在或已被删除。"
        extra={
          // A link that looks like Arco's primary button (shared's light look; no Arco code).
          <Link to="/" className="arco-btn arco-btn-primary arco-btn-size-default arco-btn-shape-square">
            返回首页
          </Link>
        }
      />
    </div>
  );
}
