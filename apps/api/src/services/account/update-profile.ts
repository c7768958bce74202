import type { AppDeps } from '../../deps';
import { UserModel } from '../../models/user';

export interface ProfileChanges {
  firstName?: string | undefined;
  /** null removes the last name. */
  lastName?: string | null | undefined;
}

/** Renames the person; a field left out stays as it is. Answers the user as stored afterwards. */
export async function updateProfile(deps: AppDeps, user: UserModel, changes: ProfileChanges): Promise<UserModel> {
  const patch: Partial<Pick<UserModel, 'firstName' | 'lastName' | 'updatedAt'>> = {};
  if (changes.firstName !== undefined) patch.firstName = changes.firstName;
  if (changes.lastName !== undefined) patch.lastName = changes.lastName;
  if (Object.keys(patch).length === 0) return user;
  patch.updatedAt = deps.now();
  const updated = await UserModel.query(deps.db).patchAndFetchById(user.id, patch);
  return updated;
}
