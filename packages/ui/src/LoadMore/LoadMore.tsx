import { Button } from '../Button/Button';
import { cn } from '../lib/cn';
import { Spinner } from '../Spinner/Spinner';

export interface LoadMoreProps {
  onLoadMore: () => void;
  /** The next page is on its way: the button is busy. */
  loading?: boolean;
  /** Why the last attempt failed; shown beside the button, which then reads 'Try again'. */
  error?: string | null;
  /** Names the list it belongs to, for tests and styles (`data-slot`). */
  slot?: string;
  className?: string;
}

/** 'Load more' under a paged list, with its busy and failed states. */
export function LoadMore({ onLoadMore, loading = false, error, slot = 'load-more', className }: LoadMoreProps) {
  return (
    <div data-slot={slot} className={cn('flex flex-col items-center gap-2 pt-4', className)}>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      {/* Busy rather than disabled: a disabled button drops the keyboard focus, and the next press should load again. */}
      <Button
        variant="outline"
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        onClick={() => {
          if (!loading) onLoadMore();
        }}
      >
        {loading && <Spinner />}
        {loading ? 'Loading...' : error ? 'Try again' : 'Load more'}
      </Button>
    </div>
  );
}
