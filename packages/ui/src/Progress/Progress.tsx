import { Indicator, Root } from '@radix-ui/react-progress';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const progressVariants = cva('relative w-full overflow-hidden rounded-full', {
  variants: {
    tone: {
      default: 'bg-primary/20 [&>[data-slot=progress-indicator]]:bg-primary',
      warning: 'bg-amber-500/20 [&>[data-slot=progress-indicator]]:bg-amber-500',
      success: 'bg-success/20 [&>[data-slot=progress-indicator]]:bg-success',
      destructive: 'bg-destructive/20 [&>[data-slot=progress-indicator]]:bg-destructive',
    },
    size: {
      sm: 'h-1',
      default: 'h-2',
    },
  },
  defaultVariants: { tone: 'default', size: 'default' },
});

export interface ProgressProps extends Omit<ComponentProps<typeof Root>, 'value'>, VariantProps<typeof progressVariants> {
  /** Percent from 0 to 100; null for an indeterminate bar. Values outside are clamped. */
  value: number | null;
}

/** A progress bar (role="progressbar"); give it an aria-label or aria-labelledby. */
export function Progress({ className, value, tone, size, max = 100, ...props }: ProgressProps) {
  const clamped = value == null || !Number.isFinite(value) ? null : Math.min(max, Math.max(0, value));
  return (
    <Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn(progressVariants({ tone, size }), className)}
      getValueLabel={(current, total) => `${Math.round((current / total) * 100)}%`}
      {...props}
    >
      <Indicator
        data-slot="progress-indicator"
        className={cn('h-full w-full flex-1 transition-transform duration-300', clamped == null && 'w-1/3 animate-pulse')}
        style={{ transform: `translateX(-${100 - ((clamped ?? 100) / max) * 100}%)` }}
      />
    </Root>
  );
}
