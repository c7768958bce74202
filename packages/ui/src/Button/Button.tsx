import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from '../Spinner/Spinner';
import { type ButtonVariantProps, buttonVariants } from './button-variants';

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariantProps {
  /** Renders the single child (e.g. a link) with the button's look and behaviour instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks until the work is done. */
  loading?: boolean;
}

export function Button({ className, variant, size, asChild = false, loading = false, disabled, type, children, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const inactive = disabled || loading;
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-loading={loading ? '' : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      // A real <button> can be disabled; a slotted link can only say so.
      {...(asChild ? { 'aria-disabled': inactive || undefined } : { disabled: inactive, type: type ?? 'button' })}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}
