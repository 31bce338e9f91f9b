import type { CSSProperties } from 'react';
import './arco-look';
import { LightIconLoading } from './light-icons';

/** Arco's spinning loading icon alone (used inside buttons). */
export function LightSpinIcon() {
  return <LightIconLoading />;
}

interface LightSpinProps {
  tip?: string;
  /** What a screen reader announces when no tip is shown. */
  label?: string;
  /** Icon size in px. */
  size?: number;
  /** Shown as a centred block with this much room above and below it (px), as a page or panel loading. */
  block?: number;
  style?: CSSProperties;
}

/** Arco's Spin look (icon and tip) without its code: a status the screen reader announces. */
export function LightSpin({ tip, label = '加载中', size, block, style }: LightSpinProps) {
  const placed = block === undefined ? style : { display: 'block', textAlign: 'center' as const, margin: `${block}px 0`, ...style };
  return (
    <span role="status" className={tip ? 'arco-spin arco-spin-with-tip' : 'arco-spin'} style={placed}>
      <span className="arco-spin-icon" style={size ? { fontSize: size } : undefined}>
        <LightIconLoading />
      </span>
      {tip ? <span className="arco-spin-tip" style={{ display: 'block' }}>{tip}</span> : <span className="site-visually-hidden">{label}</span>}
    </span>
  );
}
