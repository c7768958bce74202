import { AppError, BadRequestError } from '../errors/app-error';
import { declaresBody } from './declared-body-length';
import { readSmallBody } from './read-small-body';
import type { HttpContext } from './types';

/** The one field of a one-click unsubscribe (RFC 8058), as the List-Unsubscribe-Post header announces it. */
export const ONE_CLICK_UNSUBSCRIBE_FIELD = { name: 'List-Unsubscribe', value: 'One-Click' } as const;

/** RFC 8058 asks for multipart/form-data and allows urlencoded: both are taken. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** The form is one short field; a multipart one adds a boundary and a few headers. */
const FORM_LIMIT_BYTES = 4 * 1024;
const NOT_ONE_CLICK = 'A one-click unsubscribe posts the form List-Unsubscribe=One-Click.';

/**
 * Checks that a POST to a List-Unsubscribe URL is a mail provider's one-click unsubscribe: a form whose field
 * `List-Unsubscribe` is `One-Click`. Anything else is refused, so that the URL does only what its header announces.
 */
export async function readOneClickUnsubscribe(ctx: HttpContext): Promise<void> {
  if (!declaresBody(ctx.req.headers)) throw new BadRequestError(NOT_ONE_CLICK);
  if (!ctx.is(FORM_TYPES)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the body as a form (${FORM_TYPES.join(' or ')}). ${NOT_ONE_CLICK}`);
  }
  const body = await readSmallBody(ctx, FORM_LIMIT_BYTES);
  // The platform's own form parser, for both encodings; a malformed multipart body is refused like a wrong field.
  const form = await new Response(body, { headers: { 'Content-Type': ctx.get('Content-Type') } }).formData().catch(() => null);
  if (form?.get(ONE_CLICK_UNSUBSCRIBE_FIELD.name) !== ONE_CLICK_UNSUBSCRIBE_FIELD.value) throw new BadRequestError(NOT_ONE_CLICK);
}
