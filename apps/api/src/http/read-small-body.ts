import { AppError } from '../errors/app-error';
import { declaredBodyLength } from './declared-body-length';
import type { HttpContext } from './types';

/**
 * Reads a short body whole (a webhook's JSON, a form), for endpoints that need its exact bytes. A declared or actual
 * size over the limit is refused without reading further; a body that stops arriving is a client's problem, and
 * the request's own timeout ends it.
 */
export async function readSmallBody(ctx: HttpContext, limitBytes: number): Promise<Buffer> {
  const declared = declaredBodyLength(ctx.req.headers);
  const tooLarge = () => {
    ctx.set('Connection', 'close');
    return new AppError(413, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${limitBytes} bytes.`);
  };
  if (declared !== null && declared > limitBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
