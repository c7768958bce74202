import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The query of a signed local storage URL. Every field but `sig` is covered by the signature, so a
 * holder cannot stretch the expiry, raise the size limit or change the content type.
 */
export interface LocalSignedFields {
  /** Always PUT: the local driver signs uploads only (downloads go through the API). */
  method: 'PUT';
  key: string;
  /** Unix seconds. */
  expires: number;
  /** The largest body accepted. */
  max?: number | undefined;
  /** The exact body length required. */
  len?: number | undefined;
  /** The Content-Type the upload must send (and that is stored). */
  type?: string | undefined;
}

/** What a route reads from the URL: strings (or nothing), exactly as they came. */
export interface LocalSignatureInput {
  method: string | undefined;
  key: string;
  expires: string | number | undefined;
  max?: string | number | undefined;
  len?: string | number | undefined;
  type?: string | undefined;
  sig: string | undefined;
}

export type LocalSignatureCheck = 'ok' | 'expired' | 'bad-signature';

/** The signed text: one field a line, in a fixed order, absent ones as empty lines. */
function canonical(fields: LocalSignedFields): string {
  return [
    fields.method,
    fields.key,
    String(fields.expires),
    fields.max === undefined ? '' : String(fields.max),
    fields.len === undefined ? '' : String(fields.len),
    fields.type ?? '',
  ].join('\n');
}

export function signLocalRequest(secret: string, fields: LocalSignedFields): string {
  return createHmac('sha256', secret).update(canonical(fields)).digest('hex');
}

const wholeNumber = (value: string | number | undefined): number | undefined | null => {
  if (value === undefined || value === '') return undefined;
  const text = String(value);
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
};

/**
 * Checks a signed local storage URL: the signature first (so an unsigned expiry is never trusted),
 * then the expiry. Comparison is constant-time.
 */
export function verifyLocalSignature(secret: string, input: LocalSignatureInput, now: Date | number = Date.now()): LocalSignatureCheck {
  const { method, key, sig } = input;
  const expires = wholeNumber(input.expires);
  const max = wholeNumber(input.max);
  const len = wholeNumber(input.len);
  if (method !== 'PUT' || expires === undefined || expires === null || max === null || len === null) {
    return 'bad-signature';
  }
  if (typeof sig !== 'string' || !/^[0-9a-f]{64}$/.test(sig)) return 'bad-signature';
  const expected = Buffer.from(signLocalRequest(secret, { method, key, expires, max, len, type: input.type }), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'bad-signature';
  const nowSeconds = (typeof now === 'number' ? now : now.getTime()) / 1000;
  return nowSeconds > expires ? 'expired' : 'ok';
}
