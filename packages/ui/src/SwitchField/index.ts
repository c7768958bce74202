export { SwitchField, type SwitchFieldProps } from './SwitchField';
