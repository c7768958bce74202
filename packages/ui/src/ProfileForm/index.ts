export { type ProfileChanges, ProfileForm, type ProfileFormProps } from './ProfileForm';
