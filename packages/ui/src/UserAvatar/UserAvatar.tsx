import { Fallback, Image, Root } from '@radix-ui/react-avatar';
import type { User } from '@verbatim/core-sdk/contracts';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { userInitial } from '../lib/user-display';

export const userAvatarVariants = cva('relative inline-flex shrink-0 overflow-hidden rounded-full', {
  variants: {
    size: {
      sm: 'size-8 text-xs',
      default: 'size-9 text-sm',
      lg: 'size-12 text-base',
    },
  },
  defaultVariants: { size: 'default' },
});

export interface UserAvatarProps extends VariantProps<typeof userAvatarVariants> {
  user: Pick<User, 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;
  className?: string;
}

/**
 * The user's picture, or the initial of their first name (else of the e-mail) while it loads,
 * when there is none, or when it fails. Decorative: the name is always written next to it.
 */
export function UserAvatar({ user, size, className }: UserAvatarProps) {
  return (
    <Root data-slot="user-avatar" aria-hidden="true" className={cn(userAvatarVariants({ size }), className)}>
      {user.profileImageUrl && <Image src={user.profileImageUrl} alt="" className="size-full object-cover" />}
      <Fallback
        data-slot="user-avatar-fallback"
        // Without a picture the initial shows at once; with one, only if it is slow, to avoid a flash.
        delayMs={user.profileImageUrl ? 300 : undefined}
        className="flex size-full items-center justify-center bg-primary font-semibold text-primary-foreground"
      >
        {userInitial(user)}
      </Fallback>
    </Root>
  );
}
