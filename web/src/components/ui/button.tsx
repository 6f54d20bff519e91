import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner';

/** light and outline-light sit on the dark bands (hero, booking band). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outline-light' | 'danger' | 'danger-quiet';
export type ButtonSize = 'md' | 'sm' | 'lg';

/**
 * The classes of a button: the variant and size are component classes (app/styles.css), so `extra`
 * (utilities) wins over them by the cascade, with no class merging in the browser.
 */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md') =>
  `btn btn-${size} btn-${variant}${extra ? ` ${extra}` : ''}`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  busyLabel?: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className, size)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className = '',
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass(variant, className, size)} {...rest} />;
}
