export { type ProfileChanges, ProfileForm, type ProfileFormProps, SIGNED_OUT_PLACEHOLDER } from './ProfileForm';
