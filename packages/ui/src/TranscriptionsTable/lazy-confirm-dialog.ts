import { lazyDialog } from '../lib/lazy-dialog';

/** The delete confirmation (Radix Alert Dialog), loaded when Delete is first reached or chosen. */
export const LazyConfirmDialog = lazyDialog(() => import('../ConfirmDialog/ConfirmDialog').then((module) => module.ConfirmDialog), {
  isOpen: (props) => props.open,
  close: (props) => props.onOpenChange(false),
});
