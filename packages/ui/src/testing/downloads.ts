export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/**
 * Catches what the app hands to the browser's download (an object URL on an <a download> that is clicked), which
 * jsdom cannot do itself: it has no object URLs and does not download. Call the returned function to stop.
 */
export function captureDownloads(): { files: SavedFile[]; stop: () => void } {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    blobs.delete(url);
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof HTMLAnchorElement ? event.target : null;
    const blob = link?.hasAttribute('download') ? blobs.get(link.href) : undefined;
    if (!link || !blob) return;
    // jsdom would try to navigate to the blob: URL.
    event.preventDefault();
    files.push({ fileName: link.download, blob });
  };
  document.addEventListener('click', onClick, true);
  return {
    files,
    stop: () => {
      document.removeEventListener('click', onClick, true);
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}

/** A Blob's text. jsdom's Blob has no text() and its FileReader reads only jsdom Blobs (fetch answers Node's). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
