import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { AlertCircleIcon, RotateCcwIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';

export interface ErrorStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** What could not be done, e.g. 'Could not load transcriptions'. */
  title?: ReactNode;
  /** Why, when known (e.g. the error's message). */
  message?: ReactNode;
  /** Shows a Try again button that calls this. */
  onRetry?: () => void;
  retryLabel?: string;
  /** The retry is under way: the button spins and ignores clicks. */
  retrying?: boolean;
}

/** A failed load in place of the content that could not be shown, announced as an alert. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  className,
  ...props
}: ErrorStateProps) {
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-6 py-8 text-center',
        className,
      )}
      {...props}
    >
      <AlertCircleIcon className="size-6 text-destructive" />
      <p data-slot="error-state-title" className="font-medium text-sm">
        {title}
      </p>
      {message && (
        <p data-slot="error-state-message" className="max-w-md break-words text-muted-foreground text-sm">
          {message}
        </p>
      )}
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCcwIcon />}
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
