import type { KeyboardEvent } from 'react';
import { SKIP_SECONDS, type TranscriptPlayback } from './use-transcript-playback';

/** Whether a key press is typing (a rename field, a paragraph being edited), where K, J and L are letters. */
function isTyping(target: EventTarget): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/**
 * The transcript's player keys, for the element that holds it: K plays or pauses, J and L go back or forward
 * SKIP_SECONDS. A region, the viewer's or the shared page's, puts this on its onKeyDown so the keys work wherever
 * focus is inside it, except while typing.
 */
export function handlePlaybackKeys(event: KeyboardEvent<HTMLElement>, playback: TranscriptPlayback | null): void {
  if (!playback || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
  const action = { k: () => playback.togglePlay(), j: () => playback.skip(-SKIP_SECONDS), l: () => playback.skip(SKIP_SECONDS) }[
    event.key.toLowerCase()
  ];
  if (!action) return;
  event.preventDefault();
  action();
}
