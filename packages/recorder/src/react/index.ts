import { type CSSProperties, createElement, type ReactElement, useEffect, useRef } from 'react';
import { Recorder, type RecorderOptions } from '../widgets/Recorder';
import type { UploaderOptions, WidgetOptions } from '../widgets/types';
import { Uploader } from '../widgets/Uploader';

export type {
  RecorderOptions,
  UploaderOptions,
  WidgetCompleteEvent,
  WidgetError,
  WidgetOptions,
  WidgetStrings,
  WidgetTheme,
  WidgetUploadEvent,
} from '../widgets';

/** The element the widget mounts into. */
interface ContainerProps {
  className?: string;
  style?: CSSProperties;
  id?: string;
}

export type VerbatimUploaderProps = UploaderOptions & ContainerProps;
export type VerbatimRecorderProps = RecorderOptions & ContainerProps;

interface Mountable {
  mount(target: Element): unknown;
  destroy(): void;
}

/**
 * Mounts a widget into a div in an effect and destroys it on unmount: nothing runs during server rendering, and the
 * widget owns its DOM. Callbacks are read through a ref, so a new function each render does not remount; a change of
 * key, endpoint, locale, theme or strings does.
 */
function useWidget<O extends WidgetOptions>(make: (options: O) => Mountable, props: O & ContainerProps): ReactElement {
  const { className, style, id, ...rest } = props;
  const options = rest as unknown as O;
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(options);
  latest.current = options;
  const { publishableKey, endpoint, locale, theme, strings, client } = options;
  const stringsKey = strings ? JSON.stringify(strings) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: strings are compared by content (stringsKey), callbacks go through `latest`.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const widget = make({
      ...latest.current,
      onUpload: (event) => latest.current.onUpload?.(event),
      onComplete: (event) => latest.current.onComplete?.(event),
      onError: (error) => latest.current.onError?.(error),
    });
    widget.mount(element);
    return () => widget.destroy();
  }, [make, publishableKey, endpoint, locale, theme, stringsKey, client]);

  return createElement('div', { ref: container, className, style, id });
}

const makeUploader = (options: UploaderOptions) => new Uploader(options);
const makeRecorder = (options: RecorderOptions) => new Recorder(options);

/** The Verbatim uploader as a React component: `<VerbatimUploader publishableKey="vbpk_…" onComplete={…} />`. */
export function VerbatimUploader(props: VerbatimUploaderProps): ReactElement {
  return useWidget(makeUploader, props);
}

/** The Verbatim screen recorder as a React component: `<VerbatimRecorder publishableKey="vbpk_…" onComplete={…} />`. */
export function VerbatimRecorder(props: VerbatimRecorderProps): ReactElement {
  return useWidget(makeRecorder, props);
}
