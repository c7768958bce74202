import { morph } from './morph';
import { WIDGET_CSS } from './styles';

/** The events the widgets act on; the host listens once, on its shadow root, and hands each one over. */
const DELEGATED = ['click', 'change', 'dragenter', 'dragover', 'dragleave', 'drop'] as const;

export interface WidgetEvent {
  event: Event;
  /** The `data-action` of the element the event reached, if any. */
  action: string | null;
  /** That element. */
  element: HTMLElement | null;
}

export interface WidgetHost {
  /** The element the widget adds inside the mount element: the shadow root's host. */
  readonly element: HTMLElement;
  readonly shadowRoot: ShadowRoot;
  /** Shows a freshly rendered view, changing only what differs from what is shown. */
  update(view: HTMLElement): void;
  /** Removes everything the host added. */
  destroy(): void;
}

let sharedSheet: CSSStyleSheet | null = null;

/**
 * A constructed stylesheet where the browser has them: shared by every widget on the page, and allowed by a Content
 * Security Policy without 'unsafe-inline' (CSP governs <style> elements, not the CSS object model). Else a <style>.
 */
function addStyles(root: ShadowRoot) {
  try {
    if (!sharedSheet) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(WIDGET_CSS);
      sharedSheet = sheet;
    }
    root.adoptedStyleSheets = [sharedSheet];
    return;
  } catch {
    // No constructable stylesheets (older browsers, jsdom).
  }
  const style = document.createElement('style');
  style.textContent = WIDGET_CSS;
  root.appendChild(style);
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A shadow root for one widget, inside an element of its own that it appends to `target`: the page's styles cannot
 * reach in, the widget's `vb-` styles cannot leak out, and removing that one element leaves `target` as it was.
 */
export function createWidgetHost(target: Element, onEvent?: (event: WidgetEvent) => void): WidgetHost {
  const element = document.createElement('div');
  element.setAttribute('data-verbatim-widget', '');
  const shadowRoot = element.attachShadow({ mode: 'open' });
  addStyles(shadowRoot);
  target.appendChild(element);

  const listener = (event: Event) => {
    const origin = event.target instanceof Element ? event.target : null;
    const actionElement = origin?.closest<HTMLElement>('[data-action]') ?? null;
    onEvent?.({ event, action: actionElement?.getAttribute('data-action') ?? null, element: actionElement });
  };
  if (onEvent) for (const type of DELEGATED) shadowRoot.addEventListener(type, listener);

  let shown: Element | null = null;
  return {
    element,
    shadowRoot,
    update(view) {
      const focused = shadowRoot.activeElement;
      shown = shown ? (morph(shown, view) as Element) : shadowRoot.appendChild(view);
      // The focused control went away with the state it belonged to (Cancel once the upload is done): keyboard and
      // screen-reader users continue from the new state's main control instead of from the top of the page.
      if (focused && !focused.isConnected) {
        const next = shown.querySelector<HTMLElement>('[data-autofocus]') ?? shown.querySelector<HTMLElement>(FOCUSABLE);
        next?.focus();
      }
    },
    destroy() {
      if (onEvent) for (const type of DELEGATED) shadowRoot.removeEventListener(type, listener);
      element.remove();
      shown = null;
    },
  };
}
