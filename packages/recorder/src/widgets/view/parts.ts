import { fill, type WidgetStrings } from '../strings';
import type { WidgetTheme } from '../types';
import { type Child, h } from './dom';

/** What every view needs besides its state. */
export interface ViewContext {
  strings: WidgetStrings;
  /** For numbers and dates (Intl). */
  locale?: string | undefined;
  /** The language of the strings, for the `lang` attribute; default `en`. */
  lang?: string | undefined;
  theme: WidgetTheme;
}

/** An error as shown: its message, and whether "Try again" makes sense. */
export interface ShownError {
  message: string;
  retry?: boolean;
}

/** How a followed transcription ended. */
export interface TranscriptResult {
  status: 'completed' | 'failed';
  /** Only when the key returns text. */
  text: string | null;
}

/** The state both widgets share once a file is sent. */
export interface FollowState {
  transcriptionPercent: number | null;
  result: TranscriptResult | null;
  error: ShownError | null;
}

/**
 * The widget's frame: a labelled group with a title, the body of the current phase (keyed by phase, so a new phase is
 * built afresh and the same phase is patched in place) and one polite live region that stays for the widget's life.
 */
export interface FrameOptions {
  phase: string;
  /** Phases with the same key share a body that is patched, not rebuilt; default the phase. */
  key?: string;
  title: string;
  busy?: boolean;
}

export function frame(context: ViewContext, options: FrameOptions, body: Child[], status: string): HTMLElement {
  return h(
    'div',
    {
      class: `vb-root vb-theme-${context.theme}`,
      role: 'group',
      'aria-labelledby': 'vb-title',
      'aria-busy': options.busy ? 'true' : null,
      lang: context.lang ?? 'en',
    },
    h('p', { class: 'vb-title', id: 'vb-title' }, options.title),
    h('div', { class: 'vb-body', 'data-key': options.key ?? options.phase, 'data-phase': options.phase }, body),
    h('p', { class: 'vb-sr-only', role: 'status', 'aria-live': 'polite', 'data-key': 'status' }, status),
  );
}

export function button(label: string, action: string, options: { primary?: boolean; autofocus?: boolean; disabled?: boolean } = {}) {
  return h(
    'button',
    {
      type: 'button',
      class: options.primary ? 'vb-btn vb-primary' : 'vb-btn',
      'data-action': action,
      'data-autofocus': options.autofocus,
      disabled: options.disabled,
    },
    label,
  );
}

export function actions(...children: Child[]): HTMLElement {
  return h('div', { class: 'vb-row vb-actions' }, children);
}

/** A determinate bar when `percent` is a number, otherwise an indeterminate one (no aria-valuenow, as ARIA asks). */
export function progressBar(label: string, percent: number | null, valueText?: string): HTMLElement {
  const value = percent === null ? null : Math.max(0, Math.min(100, Math.round(percent)));
  return h(
    'div',
    {
      class: value === null ? 'vb-progress vb-indeterminate' : 'vb-progress',
      role: 'progressbar',
      'aria-label': label,
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': value,
      'aria-valuetext': value === null ? null : valueText,
    },
    h('div', { class: 'vb-bar', style: value === null ? null : `width:${value}%` }),
  );
}

export function alertBox(error: ShownError, strings: WidgetStrings, dismissible: boolean): HTMLElement {
  return h(
    'div',
    { class: 'vb-alert', 'data-key': 'alert' },
    h('p', { class: 'vb-alert-text' }, error.message),
    error.retry
      ? button(strings.retry, 'retry')
      : dismissible
        ? h('button', { type: 'button', class: 'vb-link', 'data-action': 'dismiss' }, strings.dismiss)
        : null,
  );
}

export function busyLine(text: string): HTMLElement {
  return h('p', { class: 'vb-row' }, h('span', { class: 'vb-spinner', 'aria-hidden': 'true' }), h('span', {}, text));
}

const NS = 'http://www.w3.org/2000/svg';

/** A 24×24 line icon; decorative. */
export function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS(NS, 'svg');
  for (const [name, value] of Object.entries({
    class: 'vb-drop-icon',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  })) {
    svg.setAttribute(name, value);
  }
  const line = document.createElementNS(NS, 'path');
  line.setAttribute('d', path);
  svg.appendChild(line);
  return svg;
}

/** A full page's worth of loading, refused and unsupported states: one message, maybe "Try again". */
export function messageBody(message: string, strings: WidgetStrings, retry: boolean): Child[] {
  return retry ? [alertBox({ message, retry: true }, strings, false)] : [h('p', { class: 'vb-notice' }, message)];
}

/** While the server transcribes: a bar (with the server's percent once it reports one) and a hint. */
export function transcribingBody(state: FollowState, strings: WidgetStrings): Child[] {
  const percent = state.transcriptionPercent && state.transcriptionPercent > 0 ? state.transcriptionPercent : null;
  const text = percent === null ? strings.transcribing : fill(strings.transcribingPercent, { percent });
  return [
    busyLine(text),
    progressBar(strings.progressTranscription, percent, text),
    h('p', { class: 'vb-muted' }, strings.transcribingHint),
  ];
}

/** The end: the transcript (when the key returns it), a thank-you without it, or the failure; then "again". */
export function doneBody(state: FollowState, strings: WidgetStrings, againLabel: string): Child[] {
  const { result, error } = state;
  const again = actions(button(againLabel, 'again', { primary: true, autofocus: true }));
  if (error) return [alertBox({ message: error.message }, strings, false), again];
  if (result?.status === 'failed') return [alertBox({ message: strings.transcriptionFailed }, strings, false), again];
  if (result?.text) {
    return [
      h('p', { class: 'vb-strong' }, strings.done),
      h('div', { class: 'vb-text', role: 'region', 'aria-label': strings.transcript, tabindex: 0 }, result.text),
      again,
    ];
  }
  return [h('p', { class: 'vb-strong' }, strings.done), h('p', {}, strings.doneNoText), again];
}

/** The words a widget puts on the phases it shares with the other one. */
export interface SharedPhaseTexts {
  /** Shown when the key does not allow this widget, and no error says more. */
  notAllowed: string;
  /** The button that starts over once done. */
  again: string;
}

/**
 * The body of a phase both widgets have (loading, refused by the key, following the transcription, done), or null for
 * one of the widget's own.
 */
export function sharedPhaseBody(phase: string, state: FollowState, strings: WidgetStrings, texts: SharedPhaseTexts): Child[] | null {
  switch (phase) {
    case 'loading':
      return [h('p', { class: 'vb-muted' }, strings.loading)];
    case 'blocked':
      return messageBody(state.error?.message ?? texts.notAllowed, strings, state.error?.retry ?? false);
    case 'transcribing':
      return transcribingBody(state, strings);
    case 'done':
      return doneBody(state, strings, texts.again);
    default:
      return null;
  }
}

/** What the live region says once a transcription is followed. */
export function followStatus(phase: 'transcribing' | 'done', state: FollowState, strings: WidgetStrings): string {
  if (phase === 'transcribing') return strings.transcribing;
  if (state.error) return state.error.message;
  return state.result?.status === 'failed' ? strings.transcriptionFailed : strings.done;
}
