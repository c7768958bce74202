import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line text field with the Input's look; it grows with its content up to a limit, then scrolls. */
export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        'field-sizing-content flex max-h-60 min-h-20 w-full min-w-0 resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs sm:text-sm',
        'placeholder:text-muted-foreground',
        'transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
