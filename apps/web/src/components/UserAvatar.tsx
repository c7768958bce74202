import type { User } from '@verbatim/core-sdk/contracts';
import { cn } from '@verbatim/ui';
import { useState } from 'react';
import { initial } from '../lib/user-display';

/** The user's picture, or the initial of their name (or e-mail) when there is none or it fails to load. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<User, 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const base = cn('inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (user.profileImageUrl && !broken) {
    return <img src={user.profileImageUrl} alt="" className={cn(base, 'object-cover')} onError={() => setBroken(true)} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, 'bg-primary font-semibold text-primary-foreground text-sm')}>
      {initial(user)}
    </span>
  );
}
