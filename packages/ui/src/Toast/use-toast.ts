import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToToasts, type ToastItem, toast } from './toast-store';

export interface UseToastResult {
  toasts: ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

/** The toasts on screen, and the functions that show and close them. */
export function useToast(): UseToastResult {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
