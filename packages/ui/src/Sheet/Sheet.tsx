import { Content, Portal } from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { DialogCornerClose, DialogOverlay } from '../Dialog/Dialog';
import { cn } from '../lib/cn';

/** A sheet is a dialog that slides in from an edge; it shares the dialog's root, trigger, title and close. */
export {
  Dialog as Sheet,
  DialogClose as SheetClose,
  DialogDescription as SheetDescription,
  DialogTitle as SheetTitle,
  DialogTrigger as SheetTrigger,
} from '../Dialog/Dialog';

export const sheetContentVariants = cva(
  'fixed inset-y-0 z-50 flex h-dvh w-[min(20rem,calc(100vw-3rem))] flex-col gap-4 overflow-y-auto bg-background p-5 shadow-xl outline-none',
  {
    variants: {
      side: {
        left: 'left-0 border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
        right: 'right-0 border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right',
      },
    },
    defaultVariants: { side: 'left' },
  },
);

export interface SheetContentProps extends ComponentProps<typeof Content>, VariantProps<typeof sheetContentVariants> {
  showCloseButton?: boolean;
}

export function SheetContent({ className, side, children, showCloseButton = true, ...props }: SheetContentProps) {
  return (
    <Portal>
      <DialogOverlay />
      <Content data-slot="sheet-content" data-side={side ?? 'left'} className={cn(sheetContentVariants({ side }), className)} {...props}>
        {children}
        {showCloseButton && <DialogCornerClose />}
      </Content>
    </Portal>
  );
}
