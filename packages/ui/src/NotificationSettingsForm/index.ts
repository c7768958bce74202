export {
  NOTIFICATION_CHOICES,
  type NotificationSettings,
  NotificationSettingsForm,
  type NotificationSettingsFormProps,
} from './NotificationSettingsForm';
