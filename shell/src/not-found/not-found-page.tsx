import { Button, Result } from '@arco-design/web-react';
import { usePageTitle } from '@site/shared';
import { Link } from 'react-router-dom';

export const NOT_FOUND_TITLE = '页面不存在';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <div style={{ padding: '64px 16px' }}>
      <Result
        status="404"
        title={NOT_FOUND_TITLE}
        subTitle="您访问的页面不存在或已被删除。"
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </div>
  );
}
