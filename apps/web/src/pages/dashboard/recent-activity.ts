import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import type { RecentActivityItem } from '@verbatim/ui';

/** How many events the dashboard lists. */
export const RECENT_ACTIVITY_LIMIT = 6;

/**
 * The user's recent events, newest first, read from their transcriptions (DESIGN.md: real data, never fixed): each
 * upload, and each transcription that completed or failed, at the time it did.
 */
export function recentActivityFrom(transcriptions: readonly TranscriptionSummary[], limit = RECENT_ACTIVITY_LIMIT): RecentActivityItem[] {
  const events: RecentActivityItem[] = [];
  // A job never ends before its upload, whatever a clock said.
  const notBefore = (start: string, end: string) => (Date.parse(end) >= Date.parse(start) ? end : start);
  for (const { id, fileName, status, createdAt, updatedAt, completedAt } of transcriptions) {
    events.push({ id: `${id}:upload`, kind: 'upload', title: `Uploaded ${fileName}`, createdAt });
    if (status === 'completed') {
      events.push({
        id: `${id}:completed`,
        kind: 'transcription_completed',
        title: `Transcribed ${fileName}`,
        createdAt: notBefore(createdAt, completedAt ?? updatedAt),
      });
    } else if (status === 'failed') {
      events.push({
        id: `${id}:failed`,
        kind: 'transcription_failed',
        title: `Transcription failed: ${fileName}`,
        createdAt: notBefore(createdAt, updatedAt),
      });
    }
  }
  const time = (item: RecentActivityItem) => {
    const value = Date.parse(item.createdAt);
    return Number.isFinite(value) ? value : 0;
  };
  // Stable for equal times: an upload stays below the completion it led to.
  return events
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item) - time(a.item) || b.index - a.index)
    .slice(0, limit)
    .map(({ item }) => item);
}
