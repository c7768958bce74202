import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe. */
export const createToken = (): string => randomBytes(32).toString('base64url');

/** What we store instead of a token: its SHA-256, so a database leak cannot be replayed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
