import { useEffect, useRef } from 'react';
import { builtInLanguage, resolveStrings, type WidgetStrings } from '../strings';
import type { WidgetTheme } from '../types';
import { createWidgetHost } from '../view/host';
import type { ViewContext } from '../view/parts';

export interface WidgetPreviewProps<S> {
  /** The state to show. */
  state: S;
  theme?: WidgetTheme;
  locale?: string;
  strings?: Partial<WidgetStrings>;
  /** Width of the box the widget sits in, to see it narrow. */
  width?: number;
}

/** Shows a widget's view for one state, in a shadow root like the real widget (for stories): nothing reacts to clicks. */
export function WidgetPreview<S>({
  state,
  theme = 'light',
  locale = 'en',
  strings,
  width = 420,
  render,
}: WidgetPreviewProps<S> & { render: (state: S, context: ViewContext) => HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const host = createWidgetHost(ref.current);
    host.update(render(state, { strings: resolveStrings(locale, strings), locale, lang: builtInLanguage(locale), theme }));
    return () => host.destroy();
  }, [state, theme, locale, strings, render]);
  return <div ref={ref} style={{ width, maxWidth: '100%' }} />;
}
