import type { AdminUser } from '@verbatim/core-sdk/contracts';

/** Whether an admin has disabled the account. */
export function isDisabled(user: AdminUser): boolean {
  return user.disabledAt !== null;
}
