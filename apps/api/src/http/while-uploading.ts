import type { HttpContext } from './types';

/**
 * Runs an upload that holds up a stopping server: refused with a 503 while the server stops, and `shutdown` aborts
 * when the grace period ends before the upload does.
 */
export async function whileUploading<T>(ctx: HttpContext, upload: (shutdown: AbortSignal) => Promise<T>): Promise<T> {
  const ticket = ctx.deps.uploadGate.admit();
  try {
    return await upload(ticket.signal);
  } catch (error) {
    // Unread bytes may still be arriving; closing is cheaper than reading a refused file to its end.
    if (!ctx.req.complete) ctx.set('Connection', 'close');
    throw error;
  } finally {
    ticket.done();
  }
}
