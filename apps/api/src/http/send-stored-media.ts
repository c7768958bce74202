import { contentDisposition } from '../services/storage/object-storage';
import { parseByteRange } from './parse-byte-range';
import type { HttpContext } from './types';

export interface StoredMedia {
  /** Where the media is in storage; null once it has been deleted. */
  key: string | null;
  fileName: string;
  mimeType: string | null;
}

/**
 * Answers with stored media, honouring one byte range (206, or 416 outside the file) so that players can seek.
 * Returns false, having answered nothing, when the media is no longer stored: each caller says why in its own words.
 */
export async function sendStoredMedia(ctx: HttpContext, media: StoredMedia): Promise<boolean> {
  const info = media.key ? await ctx.deps.storage.stat(media.key) : null;
  if (!media.key || !info) return false;
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Content-Disposition', contentDisposition(media.fileName));
  ctx.type = media.mimeType ?? info.contentType ?? 'application/octet-stream';
  const range = parseByteRange(ctx.get('Range'), info.size);
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${info.size}`);
    return true;
  }
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    ctx.length = range.end - range.start + 1;
    ctx.body = await ctx.deps.storage.read(media.key, range);
    return true;
  }
  ctx.length = info.size;
  ctx.body = await ctx.deps.storage.read(media.key);
  return true;
}
