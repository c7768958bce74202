export { EMAIL_PLACEHOLDER, EmailField, type EmailFieldProps } from './EmailField';
