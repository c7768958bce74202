/** Radix's popper (tooltips) measures its arrow with a ResizeObserver; jsdom lays nothing out, so there is nothing to report. */
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * Fills browser APIs that jsdom lacks: Radix calls the pointer-capture ones during pointer and
 * swipe handling and measures tooltips with ResizeObserver, React Router's ScrollRestoration
 * scrolls, and axe probes a canvas. Without these, tests either throw TypeErrors or fill the log
 * with "Not implemented" noise.
 */
export function fillJsdomGaps(): void {
  if (typeof window === 'undefined') return;
  const element = window.Element.prototype;
  element.hasPointerCapture ??= () => false;
  element.setPointerCapture ??= () => undefined;
  element.releasePointerCapture ??= () => undefined;
  element.scrollIntoView ??= () => undefined;
  window.scrollTo = () => undefined;
  window.HTMLCanvasElement.prototype.getContext = () => null;
  window.ResizeObserver ??= NoLayoutResizeObserver;
}
