import type { User } from '@verbatim/core-sdk/contracts';

type Named = Pick<User, 'email' | 'firstName' | 'lastName'>;

/** Full name when there is a first name, else the e-mail (core-journey spec, sidebar). */
export function displayName(user: Named): string {
  const first = user.firstName?.trim();
  if (!first) return user.email;
  const last = user.lastName?.trim();
  return last ? `${first} ${last}` : first;
}

/** One capital letter for the avatar: of the first name, else of the e-mail. */
export function initial(user: Named): string {
  const source = user.firstName?.trim() || user.email;
  return (source[0] ?? '?').toUpperCase();
}

/** 'Welcome back, {first name or 'there'}!' */
export function greetingName(user: Named): string {
  return user.firstName?.trim() || 'there';
}
