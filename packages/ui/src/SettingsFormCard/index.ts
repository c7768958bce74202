export { SettingsCard, type SettingsCardProps } from './SettingsCard';
export { SettingsFormCard, type SettingsFormCardProps, SIGNED_OUT_PLACEHOLDER, SIGNED_OUT_SAVE_LABEL } from './SettingsFormCard';
export {
  type SettingsFieldErrors,
  type SettingsForm,
  type SettingsFormControl,
  type SettingsFormOptions,
  useSettingsForm,
} from './use-settings-form';
