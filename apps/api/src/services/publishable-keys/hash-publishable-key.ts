import { createHash } from 'node:crypto';

/** What is stored of a key: the SHA-256 (hex) of its whole text, so a leaked table cannot be used as keys. */
export const hashPublishableKey = (key: string): string => createHash('sha256').update(key).digest('hex');
