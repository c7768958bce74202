import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * A pencil, for the transcript's edit and rename controls. It has the Icons set's frame (24×24, stroked, hidden from
 * assistive technology) and lives here because only the transcript uses it.
 */
export function PencilIcon({ className, ...props }: Omit<ComponentProps<'svg'>, 'children'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-slot="icon"
      className={cn('size-4 shrink-0', className)}
      {...props}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  );
}
