import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const alertVariants = cva('relative grid w-full gap-1 rounded-lg border px-4 py-3 text-sm', {
  variants: {
    variant: {
      default: 'border-border bg-card text-card-foreground',
      info: 'border-primary/30 bg-accent text-accent-foreground',
      destructive: 'border-destructive/40 bg-destructive/10 text-foreground [&_[data-slot=alert-title]]:text-destructive',
      success: 'border-success/40 bg-success/10 text-foreground [&_[data-slot=alert-title]]:text-success',
    },
  },
  defaultVariants: { variant: 'default' },
});

export interface AlertProps extends ComponentProps<'div'>, VariantProps<typeof alertVariants> {}

/**
 * A message in the page's flow. Destructive alerts use role="alert" so that an error that
 * appears after a submit is announced; the others are plain, read in order.
 */
export function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? 'default'}
      role={role ?? (variant === 'destructive' ? 'alert' : undefined)}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="alert-title" className={cn('font-semibold leading-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('text-muted-foreground', className)} {...props} />;
}
