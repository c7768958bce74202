export { InvoicesDialog, type InvoicesDialogProps } from './InvoicesDialog';
