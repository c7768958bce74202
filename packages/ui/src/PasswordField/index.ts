export { NEW_PASSWORD_HINT, PasswordField, type PasswordFieldProps, type PasswordPurpose } from './PasswordField';
