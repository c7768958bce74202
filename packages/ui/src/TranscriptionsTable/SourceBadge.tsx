import type { TranscriptionSource } from '@verbatim/core-sdk/contracts';
import { Badge } from '../Badge/Badge';
import { cn } from '../lib/cn';

/** The site part of an origin ("example.com", "localhost:3000"); the origin itself when it cannot be read. */
export function originHost(origin: string): string {
  try {
    return new URL(origin).host || origin;
  } catch {
    return origin;
  }
}

/**
 * Where a transcription came from, when it is not the app itself: "Widget · example.com", with the widget and the
 * key's name in its title and for screen readers. Nothing for the app's own uploads and recordings.
 */
export function SourceBadge({ source, className }: { source: TranscriptionSource | undefined; className?: string }) {
  if (source?.kind !== 'widget') return null;
  const host = originHost(source.origin);
  const detail = `Sent through the ${source.widget} widget on ${source.origin} with the key “${source.keyName}”`;
  return (
    <Badge variant="outline" data-slot="transcription-source" title={detail} className={cn('max-w-full font-normal', className)}>
      <span className="truncate">Widget · {host}</span>
      <span className="sr-only">
        , {source.widget}, key “{source.keyName}”
      </span>
    </Badge>
  );
}
