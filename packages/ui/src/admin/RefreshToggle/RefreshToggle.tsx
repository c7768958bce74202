import { useId } from 'react';
import { Button } from '../../Button/Button';
import { RotateCcwIcon } from '../../Icons/Icons';
import { cn } from '../../lib/cn';

export interface RefreshToggleProps {
  /** Whether the figures refresh by themselves. */
  autoRefresh: boolean;
  onAutoRefreshChange: (autoRefresh: boolean) => void;
  /** Refreshes now. */
  onRefresh: () => void;
  /** A refresh is under way: the button spins. */
  refreshing?: boolean;
  /** How often the auto-refresh runs, for its label. */
  intervalSeconds: number;
  className?: string;
}

/** An auto-refresh switch ("Auto-refresh (5s)") and a manual Refresh button. */
export function RefreshToggle({
  autoRefresh,
  onAutoRefreshChange,
  onRefresh,
  refreshing = false,
  intervalSeconds,
  className,
}: RefreshToggleProps) {
  const labelId = useId();
  return (
    <div data-slot="refresh-toggle" className={cn('flex flex-wrap items-center gap-3', className)}>
      <div className="flex items-center gap-2">
        <button
          type="button"
          role="switch"
          aria-checked={autoRefresh}
          aria-labelledby={labelId}
          onClick={() => onAutoRefreshChange(!autoRefresh)}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            autoRefresh ? 'bg-primary' : 'bg-input',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'pointer-events-none block size-5 rounded-full bg-background shadow-sm transition-transform',
              autoRefresh ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </button>
        <span id={labelId} className="text-sm">
          Auto-refresh ({intervalSeconds}s)
        </span>
      </div>
      <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing}>
        {!refreshing && <RotateCcwIcon />}
        Refresh
      </Button>
    </div>
  );
}
