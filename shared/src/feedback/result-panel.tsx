import { LightIconCheck, LightIconClose, LightIconExclamation } from '../light/light-icons';
import type { ReactNode } from 'react';
import '../light/arco-look';

export interface ResultPanelProps {
  /** 'error': a red cross; 'warning': an orange exclamation mark; 'success': a green tick (Arco's Result icons). */
  status?: 'error' | 'warning' | 'success';
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

const RESULT_ICONS = { error: <LightIconClose />, warning: <LightIconExclamation />, success: <LightIconCheck /> };

/** Arco's Result look (icon, title, sub-title, actions) without its code. */
export function ResultPanel({ status = 'error', title, subTitle, extra }: ResultPanelProps) {
  return (
    <div className="arco-result">
      {/* As in Arco's markup: the status colours the round tip; on the row it painted a full-width bar. */}
      <div className="arco-result-icon">
        <div className={`arco-result-icon-tip arco-result-icon-${status}`}>{RESULT_ICONS[status]}</div>
      </div>
      {title ? <div className="arco-result-title">{title}</div> : null}
      {subTitle ? <div className="arco-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="arco-result-extra">{extra}</div> : null}
    </div>
  );
}
