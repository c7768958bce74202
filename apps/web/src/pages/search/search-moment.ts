import type { SearchMatch, SearchResult } from '@verbatim/core-sdk/contracts';
import type { SearchMatchMoment } from '@verbatim/ui';

/**
 * A transcript's address opened at a search passage: /transcriptions/{id}?t=start&until=end&mark=word… The moment is
 * in the address, so that Back and a reload open the viewer at the same place.
 */
export function searchMomentPath(result: SearchResult, match: SearchMatch | null): string {
  const path = `/transcriptions/${encodeURIComponent(result.transcriptionId)}`;
  if (!match) return path;
  const params = new URLSearchParams({ t: String(match.start), until: String(match.end) });
  for (const { from, to } of match.highlights) params.append('mark', match.text.slice(from, to));
  return `${path}?${params}`;
}

/** The passage an address names, or null without one (or with times that are not numbers). */
export function searchMomentOf(params: URLSearchParams): SearchMatchMoment | null {
  const start = Number(params.get('t'));
  const end = Number(params.get('until'));
  if (!params.has('t') || !Number.isFinite(start) || start < 0) return null;
  return { start, end: Number.isFinite(end) && end > start ? end : start, terms: params.getAll('mark') };
}
