import { LightButton } from '../light';
import { ResultPanel } from './result-panel';

/** A failed load: the message and, when the caller can retry, a retry button. */
export function ErrorState({ message = '加载失败', onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="site-error-state" style={{ padding: '32px 0' }}>
      <ResultPanel
        status="error"
        subTitle={message}
        extra={
          onRetry ? (
            <LightButton type="primary" onClick={onRetry}>
              重试
            </LightButton>
          ) : null
        }
      />
    </div>
  );
}
