/** Bytes of the file sent so far. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole numbers; 100 only once every byte is out. */
  percent: number;
}

/** Turns byte counts from any sender into `UploadProgress` reports for a file of `total` bytes. */
export function progressReporter(total: number, onProgress?: (progress: UploadProgress) => void): (loaded: number) => void {
  let last = -1;
  return (loaded: number) => {
    const bytes = Math.min(total, Math.max(0, Math.round(loaded)));
    // Never backwards: a retried chunk is sent again, but the person has already seen those bytes go.
    if (bytes <= last) return;
    last = bytes;
    onProgress?.({ loaded: bytes, total, percent: total === 0 ? 100 : Math.floor((bytes * 100) / total) });
  };
}
