import { Button, Result } from '@arco-design/web-react';
import { usePageTitle } from '@site/shared';

interface Props {
  onRetry: () => void;
  /** Page title while the panel replaces a page; widgets leave the title alone. */
  pageTitle?: string;
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

export function RemoteErrorPanel({ onRetry, pageTitle }: Props) {
  return (
    <div role="alert" className="remote-error-panel" style={{ padding: '48px 16px' }}>
      {pageTitle !== undefined && <PageTitle title={pageTitle} />}
      <Result
        status="error"
        title="该模块暂时无法加载"
        subTitle="网络或服务暂时出现问题，其他页面不受影响。请稍后重试。"
        extra={
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    </div>
  );
}
