export {
  CUSTOM_INSTRUCTIONS_MAX,
  SUMMARY_TYPE_CHOICES,
  SUMMARY_WRITER_TEXT,
  SummaryDialog,
  type SummaryDialogProps,
} from './SummaryDialog';
