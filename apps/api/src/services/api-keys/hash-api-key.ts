import { createHash } from 'node:crypto';

/** What is stored of a secret key: the SHA-256 (hex) of its whole text, so a leaked table cannot be used as keys. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');
