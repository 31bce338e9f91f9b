import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LightSpinIcon } from './light-spin';
import './arco-look';

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Arco's button types (its look, not its code). */
  type?: 'primary' | 'secondary' | 'outline' | 'text';
  size?: 'mini' | 'small' | 'default' | 'large';
  htmlType?: 'button' | 'submit';
  loading?: boolean;
  /** Shown before the text, as Arco's `icon` prop (a button with only an icon needs an aria-label). */
  icon?: ReactNode;
  /** Arco's `status` (a red button for deleting). */
  status?: 'danger' | 'warning' | 'success';
  shape?: 'square' | 'circle' | 'round';
  /** Full width, as Arco's `long`. */
  long?: boolean;
  children?: ReactNode;
}

/**
 * A native button with Arco's button look, for screens that must not wait for Arco's JavaScript (the frame
 * and the home page). A loading button shows Arco's spinner and ignores presses, but stays enabled as Arco's does
 * (aria-disabled): a disabled button drops the focus, and a keyboard user who pressed Enter would be left on the page.
 */
export function LightButton({ type = 'secondary', size = 'default', htmlType = 'button', loading = false, icon, status, shape = 'square', long = false, className, disabled, children, ...rest }: LightButtonProps) {
  const classes = ['arco-btn', `arco-btn-${type}`, `arco-btn-size-${size}`, `arco-btn-shape-${shape}`];
  if (long) classes.push('arco-btn-long');
  if (status) classes.push(`arco-btn-status-${status}`);
  if (loading) classes.push('arco-btn-loading');
  if (disabled) classes.push('arco-btn-disabled');
  const hasText = children !== undefined && children !== null && children !== false;
  if (icon && !hasText) classes.push('arco-btn-icon-only');
  if (className) classes.push(className);
  return (
    <button
      type={htmlType}
      className={classes.join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      {...rest}
      onClick={loading ? (event) => event.preventDefault() : rest.onClick}
    >
      {loading ? <LightSpinIcon /> : icon}
      {hasText ? <span>{children}</span> : null}
    </button>
  );
}
