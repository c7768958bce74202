import type { Database } from '../../db/create-database';
import { UserModel } from '../../models/user';

/**
 * Takes the account's row lock until the transaction ends and returns the account as it is now. Every decision
 * that reads what a person can spend and then changes it (admitting a transcription, holding credits for it,
 * charging it) runs under this lock, so two of them for the same account happen one after the other.
 * NO KEY UPDATE conflicts with itself but not with the KEY SHARE locks that inserts referencing the user take,
 * so sessions and ledger rows of the account are not held up.
 * Lock order: a transcription's row (when one is locked) before its account's, everywhere, so that no two
 * transactions wait on each other.
 */
export async function lockAccountCredits(trx: Database, userId: string): Promise<UserModel | undefined> {
  return UserModel.query(trx).findById(userId).forNoKeyUpdate();
}
