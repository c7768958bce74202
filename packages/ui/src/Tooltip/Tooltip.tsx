import { Arrow, Content, Portal, Provider, Root, Trigger } from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Shares the open delay between neighbouring tooltips; each Tooltip brings its own, so this is optional. */
export function TooltipProvider({ delayDuration = 300, ...props }: ComponentProps<typeof Provider>) {
  return <Provider delayDuration={delayDuration} {...props} />;
}

export function TooltipContent({ className, sideOffset = 6, children, ...props }: ComponentProps<typeof Content>) {
  return (
    <Portal>
      <Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-background text-xs shadow-md',
          'data-[state=delayed-open]:animate-tooltip-in data-[state=instant-open]:animate-tooltip-in',
          className,
        )}
        {...props}
      >
        {children}
        <Arrow className="fill-foreground" width={10} height={5} />
      </Content>
    </Portal>
  );
}

export interface TooltipProps extends Omit<ComponentProps<typeof Root>, 'children'> {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes; it must take a ref and props (a Button, a link). */
  children: ReactNode;
  side?: ComponentProps<typeof Content>['side'];
  delayDuration?: number;
}

/**
 * A short hint on hover and keyboard focus. It repeats, never replaces, an accessible name:
 * an icon-only button still needs its own aria-label.
 */
export function Tooltip({ content, children, side = 'top', delayDuration = 300, ...props }: TooltipProps) {
  return (
    <Provider delayDuration={delayDuration}>
      <Root {...props}>
        <Trigger asChild>{children}</Trigger>
        <TooltipContent side={side}>{content}</TooltipContent>
      </Root>
    </Provider>
  );
}
