import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export interface SpinnerProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Text for screen readers. Without it the spinner is decorative (its parent says what is loading). */
  label?: string;
}

/** A spinning ring that inherits the current text colour and size (1em by default). */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  const svg = (
    <svg
      data-slot="spinner"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('size-[1em] shrink-0 animate-spin', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export interface FullScreenLoadingProps {
  /** Defaults to the spec's 'Loading...'. */
  message?: string;
  className?: string;
}

/** Covers the viewport while the app cannot show anything yet, e.g. while the session loads. */
export function FullScreenLoading({ message = 'Loading...', className }: FullScreenLoadingProps) {
  return (
    <div
      data-slot="full-screen-loading"
      role="status"
      aria-live="polite"
      className={cn('flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted-foreground', className)}
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-sm font-medium">{message}</p>
    </div>
  );
}
