import { CREDIT_TRANSACTIONS_PAGE_SIZE, TRANSCRIPTIONS_PAGE_SIZE } from '@verbatim/core-sdk';

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
  /** One full-text search of the transcripts (under `all`, so a change to any transcription refreshes it too). */
  search: (q: string) => ['transcriptions', 'search', { q }] as const,
  detail: (id: string) => ['transcriptions', 'detail', id] as const,
};

/** GET /api/stats */
export const statsQueryKey = ['stats'] as const;

/** Keys of the sign-in and password-reset hooks; the signed-in user itself is `currentUserQueryKey`. */
export const authKeys = {
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
  signInOptions: () => ['auth', 'sign-in-options'] as const,
};

/** Keys of the billing hooks. `billingKeys.all` covers them all; the signed-in user is `currentUserQueryKey`. */
export const billingKeys = {
  all: ['billing'] as const,
  /** GET /api/billing/catalogue: the same for everyone, signed in or not. */
  catalogue: () => ['billing', 'catalogue'] as const,
  /** Every cached page size of the ledger. */
  creditTransactions: () => ['billing', 'credit-transactions'] as const,
  /** The ledger, newest first, `limit` rows a page. */
  creditTransactionList: (limit: number = CREDIT_TRANSACTIONS_PAGE_SIZE) => ['billing', 'credit-transactions', { limit }] as const,
  /** GET /api/billing/plan-change: what paying for `plan` now would do. */
  planChange: (plan: string) => ['billing', 'plan-change', plan] as const,
};

/** Keys of the share-link hooks: the owner's links per transcript, and a shared transcript by its token. */
export const shareKeys = {
  all: ['shares'] as const,
  list: (transcriptionId: string) => ['shares', 'list', transcriptionId] as const,
  shared: (token: string) => ['shares', 'shared', token] as const,
};

/** Keys of the publishable-key hooks: the signed-in owner's keys, revoked ones included. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => ['api-keys', 'list'] as const,
};

export const publishableKeyKeys = {
  all: ['publishable-keys'] as const,
  list: () => ['publishable-keys', 'list'] as const,
};

/** Keys of the webhook hooks: the owner's endpoints, and each endpoint's recent deliveries. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => ['webhooks', 'list'] as const,
  deliveries: (webhookId: string) => ['webhooks', 'deliveries', webhookId] as const,
};

/** Keys of the blog hooks: the posts (the same for everyone) and the signed-in reader's saved posts. */
export const blogKeys = {
  all: ['blog'] as const,
  list: () => ['blog', 'list'] as const,
  detail: (id: string) => ['blog', 'detail', id] as const,
  saved: () => ['blog', 'saved'] as const,
};

/** Keys of the contact hooks: the support address (the same for everyone). */
export const contactKeys = {
  details: () => ['contact', 'details'] as const,
};

/** Keys of the account-settings hooks: the signed-in person's settings and invoices, and the speech engine's languages. */
export const accountKeys = {
  all: ['account'] as const,
  preferences: () => ['account', 'preferences'] as const,
  invoices: () => ['account', 'invoices'] as const,
  /** The same for everyone, signed in or not. */
  speechLanguages: () => ['account', 'speech-languages'] as const,
};

/** Keys of a person's data hooks: their exports, and what their account's deletion is confirmed with. */
export const accountDataKeys = {
  all: ['account-data'] as const,
  exports: () => ['account-data', 'exports'] as const,
  deletion: () => ['account-data', 'deletion'] as const,
};
