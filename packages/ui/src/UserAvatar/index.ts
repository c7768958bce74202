export { UserAvatar, type UserAvatarProps, userAvatarVariants } from './UserAvatar';
