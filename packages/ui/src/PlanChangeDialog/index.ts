export { PlanChangeDialog, type PlanChangeDialogProps, planChangeLines } from './PlanChangeDialog';
