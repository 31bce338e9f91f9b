import type { CSSProperties, ReactNode } from 'react';
import './arco-look';

/** Arco's coloured tag look (a label, not a control). */
export function LightTag({ color, size = 'default', style, children }: { color?: 'orangered' | 'arcoblue' | 'green' | 'gray' | 'red'; size?: 'small' | 'default'; style?: CSSProperties; children: ReactNode }) {
  const classes = ['arco-tag', `arco-tag-size-${size}`];
  if (color) classes.push('arco-tag-checked', `arco-tag-${color}`);
  return (
    <span className={classes.join(' ')} style={style}>
      <span className="arco-tag-content">{children}</span>
    </span>
  );
}
