import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { AppError } from '../../errors/app-error';

export interface WidgetScript {
  body: Buffer;
  /** A strong validator of this build's bytes. */
  etag: string;
}

/** The last build read, kept while its file is unchanged (same size and modification time). */
let cached: { path: string; mtimeMs: number; size: number; script: WidgetScript } | null = null;

const NOT_BUILT =
  'The widget script is not available on this server: it has not been built. Build @verbatim/recorder, or set WIDGET_SCRIPT_PATH.';

/**
 * The widgets' IIFE bundle at `path`, read once per build rather than on every page view of every embedding site.
 * A missing file is a 503 that says so: the server runs, but the widgets cannot be embedded from it.
 */
export async function readWidgetScript(path: string): Promise<WidgetScript> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    throw new AppError(503, 'SERVICE_UNAVAILABLE', NOT_BUILT);
  }
  if (!info.isFile()) throw new AppError(503, 'SERVICE_UNAVAILABLE', NOT_BUILT);
  if (cached && cached.path === path && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.script;
  let body: Buffer;
  try {
    body = await readFile(path);
  } catch {
    throw new AppError(503, 'SERVICE_UNAVAILABLE', NOT_BUILT);
  }
  const script = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  cached = { path, mtimeMs: info.mtimeMs, size: info.size, script };
  return script;
}
