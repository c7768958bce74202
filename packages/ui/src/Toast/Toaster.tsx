import { Provider } from '@radix-ui/react-toast';
import { Toast, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './Toast';
import { dismissToast } from './toast-store';
import { useToast } from './use-toast';

/** Values from the spec's business constants. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export interface ToasterProps {
  /** Announced when the viewport gets focus; "{hotkey}" is replaced by the key. */
  label?: string;
}

/** Renders the toasts shown with `toast()` or `useToast()`. Mount it once, near the root. */
export function Toaster({ label = 'Notifications ({hotkey})' }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          {...(duration === undefined ? {} : { duration })}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label={label} />
    </Provider>
  );
}
