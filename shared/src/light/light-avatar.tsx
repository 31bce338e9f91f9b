import type { CSSProperties, ReactNode } from 'react';
import './arco-look';

export interface LightAvatarProps {
  size?: number;
  shape?: 'circle' | 'square';
  className?: string;
  style?: CSSProperties;
  /** An <img>, a letter or an icon. */
  children?: ReactNode;
}

/** Arco's avatar look: an image fills the round (or square) box, a letter or icon is centred in it. */
export function LightAvatar({ size = 40, shape = 'circle', className, style, children }: LightAvatarProps) {
  const isImage = typeof children === 'object' && children !== null && (children as { type?: unknown }).type === 'img';
  const classes = ['arco-avatar', `arco-avatar-${shape}`];
  if (className) classes.push(className);
  return (
    <div className={classes.join(' ')} style={{ width: size, height: size, fontSize: Math.max(10, Math.round(size / 2)), ...style }}>
      {/* As Arco draws it: the image in a span its styles round off (on the avatar itself they clip nothing). */}
      {isImage ? <span className="arco-avatar-image">{children}</span> : <span className="arco-avatar-text site-avatar-text">{children}</span>}
    </div>
  );
}
