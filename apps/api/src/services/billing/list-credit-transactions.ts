import { CREDIT_TRANSACTIONS_PAGE_SIZE, type CreditTransaction, type CreditTransactionPage } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { ValidationError } from '../../errors/app-error';

interface LedgerRow {
  id: string | number;
  amount: number;
  kind: CreditTransaction['type'];
  description: string;
  transcriptionId: string | null;
  paymentAttemptId: string | null;
  createdAt: Date | string;
}

/** Ledger ids only grow, so the last id of a page is the whole position; opaque to clients all the same. */
const encodeCursor = (id: string) => Buffer.from(`ledger:${id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): string {
  const match = /^ledger:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw new ValidationError([{ field: 'cursor', message: 'cursor is not valid; start again from the first page' }]);
  return match[1];
}

/** One page of a person's credit ledger, newest first. */
export async function listCreditTransactions(
  db: Database,
  userId: string,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<CreditTransactionPage> {
  const limit = query.limit ?? CREDIT_TRANSACTIONS_PAGE_SIZE;
  const rows: LedgerRow[] = await db('credit_ledger')
    .where({ userId })
    .modify((q) => {
      if (query.cursor) q.andWhere('id', '<', decodeCursor(query.cursor));
    })
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .select('id', 'amount', 'kind', 'description', 'transcriptionId', 'paymentAttemptId', 'createdAt');
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      description: row.description,
      createdAt: new Date(row.createdAt).toISOString(),
      amount: row.amount,
      type: row.kind,
      paymentId: row.paymentAttemptId,
      transcriptionId: row.transcriptionId,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(String(last.id)) : null,
  };
}
