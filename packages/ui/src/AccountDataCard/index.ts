export { AccountDataCard, type AccountDataCardProps, AccountDataPanel, type AccountDataPanelProps } from './AccountDataCard';
export { DeleteAccountDialog, type DeleteAccountDialogProps } from './DeleteAccountDialog';
