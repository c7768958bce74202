export { CANCELLATION_REASON_MAX_LENGTH, CancelSubscriptionDialog, type CancelSubscriptionDialogProps } from './CancelSubscriptionDialog';
