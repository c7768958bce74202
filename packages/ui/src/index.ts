export { Alert, AlertDescription, type AlertProps, AlertTitle, alertVariants } from './Alert';
export { Button, type ButtonProps, type ButtonVariantProps, buttonVariants } from './Button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps } from './Card';
export { FormField, type FormFieldProps } from './FormField';
export { Input, type InputProps } from './Input';
export { Label, type LabelProps } from './Label';
export { cn } from './lib/cn';
export { FullScreenLoading, type FullScreenLoadingProps, Spinner, type SpinnerProps } from './Spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
export {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  Toaster,
  type ToasterProps,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastProps,
  ToastTitle,
  type ToastVariant,
  ToastViewport,
  toast,
  toastVariants,
  type UseToastResult,
  useToast,
} from './Toast';
export {
  createVerbatimQueryClient,
  currentUserQueryKey,
  useCurrentUser,
  useVerbatimClient,
  VerbatimProvider,
  type VerbatimProviderProps,
} from './VerbatimProvider';
