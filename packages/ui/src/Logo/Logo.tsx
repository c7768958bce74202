import { cn } from '../lib/cn';

export interface LogoProps {
  className?: string;
  /** Shows the word "Verbatim" next to the mark (default true). */
  showWordmark?: boolean;
}

/** The Verbatim mark (sound bars) and word mark. Decorative when the word mark is hidden: label its link. */
export function Logo({ className, showWordmark = true }: LogoProps) {
  return (
    <span data-slot="logo" className={cn('inline-flex items-center gap-2 font-semibold text-lg tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 12v8M13 9v14M17 12v8M21 10v12M25 14v4" className="stroke-primary-foreground" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      {showWordmark && <span>Verbatim</span>}
    </span>
  );
}
