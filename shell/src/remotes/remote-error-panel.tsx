import { LightButton, ResultPanel } from '@site/shared';

export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="remote-error-panel" style={{ padding: '48px 16px' }}>
      <ResultPanel
        status="error"
        title="该模块暂时无法加载"
        subTitle="网络或服务暂时出现问题，其他页面不受影响。请稍后重试。"
        extra={
          <LightButton type="primary" onClick={onRetry}>
            重试
          </LightButton>
        }
      />
    </div>
  );
}
