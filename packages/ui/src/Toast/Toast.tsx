import { Action, Close, Description, Root, Title, Viewport } from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * Toasts stack at the top right on every screen. A dialog is centred and keeps its buttons at its foot, so a toast
 * up here never covers them (at the bottom right it hid the new-key dialog's Done). 360 px wide, a toast stays
 * clear of a centred 512 px dialog altogether on a laptop's 1280 px screen.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof Viewport>) {
  return (
    <Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed top-0 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none',
        'sm:max-w-[360px]',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
    'data-[swipe=end]:animate-toast-swipe-out',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success bg-success text-success-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface ToastProps extends ComponentProps<typeof Root>, VariantProps<typeof toastVariants> {}

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      // Errors interrupt; other news waits its turn.
      type={variant === 'destructive' ? 'foreground' : 'background'}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof Title>) {
  return <Title data-slot="toast-title" className={cn('font-semibold text-sm', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof Description>) {
  return <Description data-slot="toast-description" className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof Action>) {
  return (
    <Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center justify-center rounded-md border border-current/30 bg-transparent px-3 font-medium text-sm',
        'hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof Close>) {
  return (
    <Close
      data-slot="toast-close"
      aria-label="Close"
      className={cn(
        'absolute top-2 right-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-md opacity-70',
        'hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </Close>
  );
}
