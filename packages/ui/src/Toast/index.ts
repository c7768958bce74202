export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  type ToastProps,
  ToastTitle,
  ToastViewport,
  toastVariants,
} from './Toast';
export { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, Toaster, type ToasterProps } from './Toaster';
export {
  dismissToast,
  TOAST_LIMIT,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
  toast,
} from './toast-store';
export { type UseToastResult, useToast } from './use-toast';
