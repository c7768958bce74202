import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * A grey placeholder in the shape of content that is loading. It is decorative: the region that
 * holds it says "loading" once (aria-busy or a status message) instead of every block saying it.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-foreground/10', className)} {...props} />;
}
