import type { ReactNode } from 'react';
import '@arco-design/web-react/es/Tag/style/index.css';

export interface ArcoLookTagProps {
  color?: 'green' | 'red' | 'orangered';
  size?: 'small' | 'default' | 'large';
  /** Before the text, as Arco's `icon` prop (an app's logo). */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * Arco's Tag markup and classes without its code, with what shared's LightTag does not draw yet: the default grey
 * tag (Arco marks every tag that is not checkable "checked", which gives it its fill), the large size and an icon.
 * A <span>, not Arco's <div>: the lesson list's tags sit inside a button.
 */
export function ArcoLookTag({ color, size = 'default', icon, children }: ArcoLookTagProps) {
  const classes = ['arco-tag'];
  if (color) classes.push(`arco-tag-${color}`);
  classes.push('arco-tag-checked', `arco-tag-size-${size}`);
  return (
    <span className={classes.join(' ')}>
      {icon ? <span className="arco-tag-icon">{icon}</span> : null}
      <span className="arco-tag-content">{children}</span>
    </span>
  );
}
