import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../Sheet/Sheet';
import { Sidebar, type SidebarProps } from './Sidebar';

export interface MobileNavSheetProps extends Omit<SidebarProps, 'onNavigate' | 'className'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id the menu button's aria-controls names. */
  contentId: string;
  /** The menu button, which gets the focus back on closing. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The sidebar as a sheet from the left (Radix Dialog): MobileNav's menu, loaded when the menu button is first reached. */
export function MobileNavSheet({ open, onOpenChange, contentId, trigger, ...sidebarProps }: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={contentId}
        side="left"
        className="p-0"
        // A Radix trigger would get the focus back; the menu button is a plain one, so it is focused here.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">The app's sections and your account</SheetDescription>
        <Sidebar {...sidebarProps} onNavigate={() => onOpenChange(false)} className="min-h-full border-r-0" />
      </SheetContent>
    </Sheet>
  );
}
