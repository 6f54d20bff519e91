import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'danger' | 'danger-quiet';
export type ButtonSize = 'md' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-ivory hover:bg-ink-soft',
  secondary: 'border border-ink/25 text-ink hover:border-ink hover:bg-ink hover:text-ivory',
  ghost: 'text-ink hover:bg-linen',
  light: 'bg-ivory text-ink hover:bg-white',
  danger: 'bg-danger text-ivory hover:bg-danger-dark',
  'danger-quiet': 'border border-rose/40 text-danger hover:bg-rose/10',
};
const sizes: Record<ButtonSize, string> = {
  md: 'px-6 py-3 text-sm',
  sm: 'px-4 py-2 text-sm',
};

/** The classes of a button; `extra` wins over the variant's (merged, not appended). */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md') =>
  cn(base, sizes[size], variants[variant], extra);

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
