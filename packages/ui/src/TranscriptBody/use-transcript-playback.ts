import { type RefCallback, useCallback, useMemo, useRef, useState } from 'react';

interface TimedWord {
  start: number;
  end: number;
}

/** Seconds the skip keys move by. */
export const SKIP_SECONDS = 5;

/** The index of the last word that has started by `time` (-1 before the first), by binary search over the starts. */
export function wordAt(starts: readonly number[], time: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] ?? Number.POSITIVE_INFINITY) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

export interface TranscriptPlayback {
  /** For the `ref` of the player: an `<audio>` or a `<video>` element alike. */
  mediaRef: RefCallback<HTMLMediaElement>;
  /** The word being spoken now (-1 when none has started). */
  activeIndex: number;
  /** For the audio element's timeupdate and seeked events. */
  onTimeUpdate: () => void;
  /** Plays from a moment of the recording (a word's or a paragraph's start). */
  playFrom: (seconds: number) => void;
  togglePlay: () => void;
  skip: (seconds: number) => void;
}

/** Plays; a refused play (no media, autoplay rules) leaves the position moved, which is still what was asked. */
function play(audio: HTMLMediaElement): void {
  audio.play()?.catch(() => undefined);
}

/** Follows a recording (sound or video) as it plays: which word is being spoken, and ways to move through it. */
export function useTranscriptPlayback(words: readonly TimedWord[]): TranscriptPlayback {
  const audioRef = useRef<HTMLMediaElement | null>(null);
  const mediaRef = useCallback((element: HTMLMediaElement | null) => {
    audioRef.current = element;
  }, []);
  const [activeIndex, setActiveIndex] = useState(-1);
  const starts = useMemo(() => words.map((word) => word.start), [words]);

  const onTimeUpdate = useCallback(() => {
    const audio = audioRef.current;
    if (audio) setActiveIndex(wordAt(starts, audio.currentTime));
  }, [starts]);

  const playFrom = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.currentTime = Math.max(0, seconds);
      setActiveIndex(wordAt(starts, audio.currentTime));
      play(audio);
    },
    [starts],
  );

  const togglePlay = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) play(audio);
    else audio.pause();
  }, []);

  const skip = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
    audio.currentTime = Math.min(end, Math.max(0, audio.currentTime + seconds));
  }, []);

  // One object per spoken word, not per render: the transcript compares it to decide what to draw again.
  return useMemo(
    () => ({ mediaRef, activeIndex, onTimeUpdate, playFrom, togglePlay, skip }),
    [mediaRef, activeIndex, onTimeUpdate, playFrom, togglePlay, skip],
  );
}
