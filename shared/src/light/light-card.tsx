import type { CSSProperties, ReactNode } from 'react';
import './arco-look';

export interface LightCardProps {
  cover?: ReactNode;
  bodyStyle?: CSSProperties;
  hoverable?: boolean;
  className?: string;
  'data-testid'?: string;
  children?: ReactNode;
}

/** Arco's bordered card look: an optional cover above the body. */
export function LightCard({ cover, bodyStyle, hoverable = false, className, children, ...rest }: LightCardProps) {
  const classes = ['arco-card', 'arco-card-size-default', 'arco-card-bordered'];
  if (hoverable) classes.push('arco-card-hoverable');
  if (className) classes.push(className);
  return (
    <div className={classes.join(' ')} data-testid={rest['data-testid']}>
      {cover ? <div className="arco-card-cover">{cover}</div> : null}
      <div className="arco-card-body" style={bodyStyle}>
        {children}
      </div>
    </div>
  );
}
