import { Action, Cancel, Content, Description, Overlay, Portal, Root, Title, Trigger } from '@radix-ui/react-alert-dialog';
import type { ComponentProps } from 'react';
import { type ButtonVariantProps, buttonVariants } from '../Button/button-variants';
import { cn } from '../lib/cn';

export const AlertDialog = Root;
export const AlertDialogTrigger = Trigger;

/** A confirmation that must be answered: no click-outside dismissal, focus starts on Cancel. */
export function AlertDialogContent({ className, ...props }: ComponentProps<typeof Content>) {
  return (
    <Portal>
      <Overlay
        data-slot="alert-dialog-overlay"
        className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <Content
        data-slot="alert-dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-xl border bg-popover p-6 text-popover-foreground shadow-lg outline-none',
          'data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
          className,
        )}
        {...props}
      />
    </Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-dialog-header" className={cn('grid gap-2 text-left', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="alert-dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof Title>) {
  return <Title data-slot="alert-dialog-title" className={cn('font-semibold text-lg leading-tight', className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof Description>) {
  return (
    <Description data-slot="alert-dialog-description" className={cn('break-words text-muted-foreground text-sm', className)} {...props} />
  );
}

export interface AlertDialogActionProps extends ComponentProps<typeof Action>, ButtonVariantProps {}

export function AlertDialogAction({ className, variant, size, ...props }: AlertDialogActionProps) {
  return <Action data-slot="alert-dialog-action" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export interface AlertDialogCancelProps extends ComponentProps<typeof Cancel>, ButtonVariantProps {}

export function AlertDialogCancel({ className, variant = 'outline', size, ...props }: AlertDialogCancelProps) {
  return <Cancel data-slot="alert-dialog-cancel" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
