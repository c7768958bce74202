export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { type PendingPromise, usePendingPromise } from './use-pending-promise';
