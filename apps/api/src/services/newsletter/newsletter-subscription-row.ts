import type { Database } from '../../db/create-database';

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A row of `newsletter_subscriptions` as knex answers it (camelCase). */
export interface NewsletterSubscriptionRow {
  id: string;
  email: string;
  status: NewsletterStatus;
  source: string | null;
  confirmTokenHash: string | null;
  confirmTokenExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export const newsletterSubscriptions = (db: Database) => db<NewsletterSubscriptionRow>('newsletter_subscriptions');
