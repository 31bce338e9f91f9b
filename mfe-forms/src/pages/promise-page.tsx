import { paths, ResultPanel, usePageTitle } from '@site/shared';
import { PROMISE_FORM } from '@site/shared/contract/forms';
import { useState } from 'react';
import '../features/forms-ui/forms.css';
import { PromiseForm } from '../features/promise';

/** /promise: the health promise with a handwritten signature; the submitted screen afterwards. */
export function PromisePage() {
  usePageTitle(paths.promise.title);
  const [done, setDone] = useState(false);
  return (
    <section className="forms-page">
      <h1>{paths.promise.title}</h1>
      {done ? (
        <ResultPanel status="success" title="已提交" subTitle="感谢配合，你的健康承诺书已提交。" />
      ) : (
        <>
          <p className="forms-intro">{PROMISE_FORM.intro}</p>
          <PromiseForm onDone={() => setDone(true)} />
        </>
      )}
    </section>
  );
}
