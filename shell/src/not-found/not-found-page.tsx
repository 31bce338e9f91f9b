import { NOT_FOUND_TITLE, paths, ResultPanel, usePageTitle } from '@site/shared';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <div style={{ padding: '64px 16px' }}>
      <ResultPanel
        status="warning"
        title={<h1 style={{ fontSize: 20, margin: 0 }}>{NOT_FOUND_TITLE}</h1>}
        subTitle="您访问的页面不存在或已被删除，请检查地址是否正确。"
        extra={
          // Links that look like Arco's buttons (shared's light look; no Arco code).
          <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Link to="/" className="arco-btn arco-btn-primary arco-btn-size-default arco-btn-shape-square">
              返回首页
            </Link>
            <Link to={paths.courses.path} className="arco-btn arco-btn-secondary arco-btn-size-default arco-btn-shape-square">
              浏览全部课程
            </Link>
          </div>
        }
      />
    </div>
  );
}
