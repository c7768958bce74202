import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe. */
export const createToken = (): string => randomBytes(32).toString('base64url');

/** What we store instead of a token: its SHA-256, so a database leak cannot be replayed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What createToken makes: 43 base64url characters (256 bits, unpadded). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a string could be one of our tokens: anything else is refused before it reaches a query. */
export const hasTokenShape = (value: string): boolean => TOKEN_SHAPE.test(value);
