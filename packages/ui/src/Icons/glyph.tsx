import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

/**
 * The icons are Lucide's (lucide-react, ISC licence), imported by name so that a bundle keeps only
 * the ones it uses. Glyph gives each our defaults: 1rem (a caller's size class replaces it), a
 * stroke of 2 in the text colour, and hidden from assistive technology, always, because the text or
 * aria-label beside an icon says what it means.
 */
export function Glyph({ icon: Lucide, className, ...props }: IconProps & { icon: LucideIcon }) {
  return (
    <Lucide strokeWidth={2} data-slot="icon" className={cn('size-4 shrink-0', className)} {...props} aria-hidden="true" focusable="false" />
  );
}
