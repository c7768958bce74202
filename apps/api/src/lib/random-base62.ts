import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 a byte can hold: bytes at or above it are dropped, so that every character is equally likely. */
const UNBIASED_BELOW = 248;

/** `length` characters of A-Z, a-z and 0-9 from the system's secure random source, each of the 62 equally likely. */
export function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_BELOW) continue;
      text += ALPHABET[byte % 62];
      if (text.length === length) break;
    }
  }
  return text;
}
