import { Skeleton } from '../Skeleton/Skeleton';

/** Placeholders in the shape of two keys while the list loads. */
export function KeysSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div data-slot="publishable-keys-skeleton" aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        Loading keys...
      </p>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="grid gap-3 rounded-lg border p-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-3 w-40" />
          <div className="grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        </div>
      ))}
    </div>
  );
}
