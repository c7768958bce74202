export { InlineNameForm, type InlineNameFormProps } from './InlineNameForm';
