import { paths, ResultPanel, usePageTitle } from '@site/shared';
import { isHealthSignOpen } from '@site/shared/contract/forms';
import { useState } from 'react';
import { useNow } from '../features/clock';
import '../features/forms-ui/forms.css';
import { HealthSignClosed, HealthSignForm } from '../features/health-sign';

/** /health-sign: the form from 08:00 to 12:00 local time, a notice otherwise, a success screen after. */
export function HealthSignPage() {
  usePageTitle(paths.healthSign.title);
  const now = useNow();
  const [done, setDone] = useState(false);

  return (
    <section className="forms-page">
      <h1>{paths.healthSign.title}</h1>
      {done ? (
        <ResultPanel status="success" title="签到成功" subTitle="今日健康签到已完成，祝你学习顺利。" />
      ) : isHealthSignOpen(now) ? (
        <>
          <p className="forms-intro">请如实填写今日健康状况，每人每天签到一次。</p>
          <HealthSignForm onDone={() => setDone(true)} />
        </>
      ) : (
        <HealthSignClosed />
      )}
    </section>
  );
}
