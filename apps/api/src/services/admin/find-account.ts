import type { Database } from '../../db/create-database';
import { NotFoundError } from '../../errors/app-error';
import { UserModel } from '../../models/user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NO_SUCH_ACCOUNT = 'No account has this id.';

/** Refuses an id that cannot be an account's before any query: the same 404 as an unknown one. */
export function assertAccountIdShape(id: string): void {
  if (!UUID.test(id)) throw new NotFoundError(NO_SUCH_ACCOUNT);
}

/** Anyone's account, its row locked until `trx` ends (the lock credit decisions take, so a grant waits its turn). */
export async function lockAccount(trx: Database, id: string): Promise<UserModel> {
  assertAccountIdShape(id);
  const user = await UserModel.query(trx).findById(id).forNoKeyUpdate();
  if (!user) throw new NotFoundError(NO_SUCH_ACCOUNT);
  return user;
}
