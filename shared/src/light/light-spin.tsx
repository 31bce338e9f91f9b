import { IconLoading } from '@arco-design/web-react/icon';
import './arco-look';

/** Arco's spinning loading icon alone (used inside buttons). */
export function LightSpinIcon() {
  return <IconLoading aria-hidden="true" />;
}

/** Arco's Spin look (icon and tip) without its code: a status the screen reader announces. */
export function LightSpin({ tip, size }: { tip?: string; /** Icon size in px. */ size?: number }) {
  return (
    <span role="status" className={tip ? 'arco-spin arco-spin-with-tip' : 'arco-spin'}>
      <span className="arco-spin-icon" style={size ? { fontSize: size } : undefined}>
        <IconLoading aria-hidden="true" />
      </span>
      {tip ? <span className="arco-spin-tip" style={{ display: 'block' }}>{tip}</span> : <span className="site-visually-hidden">加载中</span>}
    </span>
  );
}
