import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { MenuIcon } from '../Icons/Icons';
import { lazyDialog } from '../lib/lazy-dialog';
import type { SidebarProps } from './Sidebar';

export interface MobileNavProps extends Omit<SidebarProps, 'onNavigate' | 'className'> {
  className?: string;
}

// The sheet (Radix Dialog) is a chunk of its own: wide screens never show the menu, and phones load it when the pointer
// or focus reaches the menu button, or at the latest on the tap that opens it.
const MobileNavSheet = lazyDialog(() => import('./MobileNavSheet').then((module) => module.MobileNavSheet), {
  isOpen: (props) => props.open,
  close: (props) => props.onOpenChange(false),
});

/** The sidebar for phones: a menu button that opens it as a sheet from the left; following a link closes it. */
export function MobileNav({ className, activePath, ...sidebarProps }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  // A router may change the path without a click on our links (back button): close then too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    setOpen(false);
  }, [activePath]);

  return (
    <>
      {/* What a Radix dialog trigger says of the sheet it opens. */}
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={className}
        onPointerEnter={MobileNavSheet.prefetch}
        onFocus={MobileNavSheet.prefetch}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <MenuIcon className="size-5" />
      </Button>
      <MobileNavSheet
        open={open}
        onOpenChange={setOpen}
        contentId={contentId}
        trigger={trigger}
        activePath={activePath}
        {...sidebarProps}
      />
    </>
  );
}
