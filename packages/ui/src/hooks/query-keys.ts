import { TRANSCRIPTIONS_PAGE_SIZE } from '@verbatim/core-sdk';

/**
 * The cache keys of the hooks, so that an app can read, seed or invalidate what they hold.
 * Every transcription key starts with `transcriptionKeys.all`: invalidating it refreshes lists and details alike.
 */
export const transcriptionKeys = {
  all: ['transcriptions'] as const,
  lists: () => ['transcriptions', 'list'] as const,
  /** One search of the list ('' is the whole list), paged `limit` rows at a time. */
  list: (q: string, limit: number = TRANSCRIPTIONS_PAGE_SIZE) => ['transcriptions', 'list', { q, limit }] as const,
  details: () => ['transcriptions', 'detail'] as const,
  detail: (id: string) => ['transcriptions', 'detail', id] as const,
};

/** GET /api/stats */
export const statsQueryKey = ['stats'] as const;

/** Keys of the sign-in and password-reset hooks; the signed-in user itself is `currentUserQueryKey`. */
export const authKeys = {
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};
