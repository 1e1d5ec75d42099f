import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary: the one main action; secondary (default); ghost: quiet; danger: destructive. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label, and blocks further clicks. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Full width. */
  block?: boolean;
  /** Render the single child (e.g. a router link) with the button's look. */
  asChild?: boolean;
}

function buttonClass(variant: ButtonVariant, size: ButtonSize, block?: boolean, extra?: string) {
  return cx(
    'sd-button',
    `sd-button--${variant}`,
    size !== 'md' && `sd-button--${size}`,
    block && 'sd-button--block',
    extra,
  );
}

/** A button that says what happens ("Approve leave", not "Submit"). */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  icon,
  block,
  asChild,
  className,
  children,
  disabled,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const classes = buttonClass(variant, size, block, className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? <Spinner label={null} className="sd-button__spinner" /> : icon}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'children' | 'block'> {
  /** The accessible name, also shown as a tooltip. Required: an icon alone says nothing. */
  label: string;
  /** The icon. */
  children: ReactNode;
}

/** A square button with only an icon; `label` names it for screen readers and on hover. */
export function IconButton({
  label,
  variant = 'ghost',
  className,
  children,
  loading,
  ...props
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      className={cx('sd-icon-button', className)}
      aria-label={label}
      title={label}
      loading={loading}
      {...props}
    >
      {loading ? null : children}
    </Button>
  );
}
