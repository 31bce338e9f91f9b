import { ResultPanel } from '@site/shared';
import { HEALTH_SIGN_CLOSED_MESSAGE } from '@site/shared/contract/forms';

export function HealthSignClosed() {
  return <ResultPanel status="warning" title="当前不在签到时间" subTitle={HEALTH_SIGN_CLOSED_MESSAGE} />;
}
