import type { User } from '@verbatim/core-sdk/contracts';
import { Button } from '@verbatim/ui';
import { useSignOut } from '../app/use-sign-out';
import { LogOutIcon } from '../components/icons';
import { UserAvatar } from '../components/UserAvatar';
import { displayName } from '../lib/user-display';

/** Who is signed in, and the way out. */
export function UserSummary({ user }: { user: User }) {
  const signOut = useSignOut();
  return (
    <div className="grid gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate font-medium text-sm">{displayName(user)}</p>
          <p className="truncate text-muted-foreground text-xs">{user.email}</p>
        </div>
      </div>
      <Button variant="outline" className="w-full justify-start" onClick={signOut}>
        <LogOutIcon />
        Sign Out
      </Button>
    </div>
  );
}
