// Arco's 404 picture alone: a plain SVG component that imports only React, not Arco's JavaScript.
import Image404 from '@arco-design/web-react/es/Result/404';
import type { ReactNode } from 'react';
import '@arco-design/web-react/es/Result/style/index.css';

/** Arco's `<Result status="404" title subTitle extra />` look without its code. */
export function NotFoundResult({ title, subTitle, extra }: { title?: ReactNode; subTitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="arco-result arco-result-is-404">
      <div className="arco-result-icon">
        <span className="arco-result-icon-tip arco-result-icon-404" aria-hidden="true">
          <Image404 />
        </span>
      </div>
      {title ? <div className="arco-result-title">{title}</div> : null}
      {subTitle ? <div className="arco-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="arco-result-extra">{extra}</div> : null}
    </div>
  );
}
