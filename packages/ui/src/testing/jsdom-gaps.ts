/** Radix's popper (tooltips) measures its arrow with a ResizeObserver; jsdom lays nothing out, so there is nothing to report. */
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * Fills browser APIs that jsdom lacks: Radix calls the pointer-capture ones during pointer and
 * swipe handling and measures tooltips with ResizeObserver, the web app scrolls to the top on
 * navigation, and axe probes a canvas. Without these, tests either throw TypeErrors or fill the log
 * with jsdom's complaints about the APIs it lacks.
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
