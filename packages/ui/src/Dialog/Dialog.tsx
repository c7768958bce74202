import { Close, Content, Description, Overlay, Portal, Root, Title, Trigger } from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { XIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';

export const Dialog = Root;
export const DialogTrigger = Trigger;
export const DialogClose = Close;
export const DialogPortal = Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof Overlay>) {
  return (
    <Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

/** The close button in a dialog's corner. */
export function DialogCornerClose({ className, ...props }: ComponentProps<typeof Close>) {
  return (
    <Close
      data-slot="dialog-close"
      aria-label="Close"
      className={cn(
        'absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground',
        'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <XIcon />
    </Close>
  );
}

export interface DialogContentProps extends ComponentProps<typeof Content> {
  /** Shows the × button in the corner (default true). Escape and a click outside close the dialog either way. */
  showCloseButton?: boolean;
}

/** A centred modal; on a phone it takes nearly the whole screen and scrolls inside. */
export function DialogContent({ className, children, showCloseButton = true, ...props }: DialogContentProps) {
  return (
    <Portal>
      <DialogOverlay />
      <Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-xl border bg-popover p-6 text-popover-foreground shadow-lg outline-none',
          'data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && <DialogCornerClose />}
      </Content>
    </Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('grid gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof Title>) {
  return <Title data-slot="dialog-title" className={cn('font-semibold text-lg leading-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof Description>) {
  return <Description data-slot="dialog-description" className={cn('text-muted-foreground text-sm', className)} {...props} />;
}
