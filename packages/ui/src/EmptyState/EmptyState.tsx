import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A decorative icon above the title. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that gets the user going. */
  action?: ReactNode;
}

/** Says that there is nothing here yet, and what to do about it. */
export function EmptyState({ icon, title, description, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center', className)}
      {...props}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="mb-1 flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-5"
        >
          {icon}
        </div>
      )}
      <p data-slot="empty-state-title" className="font-medium text-sm">
        {title}
      </p>
      {description && (
        <p data-slot="empty-state-description" className="max-w-sm text-muted-foreground text-sm">
          {description}
        </p>
      )}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
