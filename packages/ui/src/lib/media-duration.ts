/** How long the browser may take to read a file's length before the file is sent without that check. */
export const READ_DURATION_TIMEOUT_MS = 5000;

/**
 * The length in seconds of an audio or video file, read by the browser from its metadata (a media element's
 * `loadedmetadata`), without sending it anywhere. Null when the browser cannot tell: a format it does not play, a
 * stream that does not state its length (a fresh WebM recording), or no answer within `timeoutMs`.
 */
export function readMediaDuration(file: Blob, timeoutMs = READ_DURATION_TIMEOUT_MS): Promise<number | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const element = document.createElement(file.type.startsWith('video/') ? 'video' : 'audio');
    // A type the browser says it cannot play would only end in an error or the time limit: answer at once.
    if (element.canPlayType(file.type) === '') {
      resolve(null);
      return;
    }
    const url = URL.createObjectURL(file);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (seconds: number | null) => {
      if (timer !== undefined) clearTimeout(timer);
      element.removeAttribute('src');
      element.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    element.preload = 'metadata';
    element.muted = true;
    element.addEventListener('loadedmetadata', () => {
      const seconds = element.duration;
      finish(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
    });
    element.addEventListener('error', () => finish(null));
    timer = setTimeout(() => finish(null), timeoutMs);
    element.src = url;
  });
}
