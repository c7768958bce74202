import type { User } from '@verbatim/core-sdk/contracts';

export type NamedUser = Pick<User, 'email' | 'firstName' | 'lastName'>;

/** Full name when there is a first name, else the e-mail. */
export function displayName(user: NamedUser): string {
  const first = user.firstName?.trim();
  if (!first) return user.email;
  const last = user.lastName?.trim();
  return last ? `${first} ${last}` : first;
}

/** One capital letter for the avatar: of the first name, else of the e-mail. */
export function userInitial(user: NamedUser): string {
  const source = user.firstName?.trim() || user.email.trim();
  return (source[0] ?? '?').toUpperCase();
}

/** The name in 'Welcome back, {first name or 'there'}!'. */
export function greetingName(user: NamedUser): string {
  return user.firstName?.trim() || 'there';
}
