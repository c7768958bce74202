import { Slot } from '@radix-ui/react-slot';
import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { loadable, useLoaded } from '../lib/loadable';

// Radix Tooltip and its positioning (floating-ui) are a chunk of their own, loaded when the pointer comes near or focus
// reaches an element that has a tooltip; the element looks and acts the same until then.
const tooltipCode = loadable(() => import('./Tooltip').then((module) => module.Tooltip));

/**
 * Starts loading the tooltips' code, e.g. when the pointer enters the row that holds the elements. Resolves once it is
 * in (or failed: the next intent tries again), for callers that want no switch to happen later.
 */
export function preloadTooltip(): Promise<void> {
  return tooltipCode.load().then(
    () => undefined,
    () => undefined,
  );
}

export interface LazyTooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes; it must take a ref and props (a Button). */
  children: ReactElement;
  /** Called when the pointer or focus reaches the element, e.g. to start loading what it opens. */
  onIntent?: () => void;
}

/**
 * A Tooltip (same look, delay and keyboard behaviour) whose code loads on first need. Once the code is in, the element
 * is rendered anew inside the tooltip's trigger. That switch waits while the pointer is on the element, while it is
 * pressed, or while it holds the focus a press gave it, so that no press or click can land on the element it replaces;
 * keyboard focus moves to the new element, where the tooltip opens as it does on focus.
 */
export function LazyTooltip({ content, children, onIntent }: LazyTooltipProps) {
  const Tooltip = useLoaded(tooltipCode);
  const ref = useRef<HTMLElement>(null);
  const focused = useRef(false);
  const [hovered, setHovered] = useState(false);
  const [held, setHeld] = useState(false);
  const [armed, setArmed] = useState(Tooltip !== undefined);
  if (!armed && Tooltip && !held && !hovered) setArmed(true);

  useLayoutEffect(() => {
    if (armed && focused.current) ref.current?.focus();
  }, [armed]);

  const wanted = () => {
    void preloadTooltip();
    onIntent?.();
  };
  const trigger = (
    <Slot
      ref={ref}
      onPointerEnter={() => {
        setHovered(true);
        wanted();
      }}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={() => setHeld(true)}
      onPointerCancel={() => setHeld(false)}
      onClick={(event) => {
        // Browsers that do not focus a clicked button (Safari) end the press here; the others when focus leaves.
        if (document.activeElement !== event.currentTarget) setHeld(false);
      }}
      onFocus={() => {
        focused.current = true;
        wanted();
      }}
      onBlur={() => {
        focused.current = false;
        setHeld(false);
      }}
    >
      {children}
    </Slot>
  );
  return armed && Tooltip ? <Tooltip content={content}>{trigger}</Tooltip> : trigger;
}
