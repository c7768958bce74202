import type { RecordingSource } from '../../recorder-machine';
import { formatClock, formatLimit } from '../format';
import { fill } from '../strings';
import { type Child, h } from './dom';
import {
  actions,
  alertBox,
  busyLine,
  button,
  type FollowState,
  followStatus,
  frame,
  messageBody,
  progressBar,
  type ShownError,
  sharedPhaseBody,
  type ViewContext,
} from './parts';

export type RecorderPhase =
  | 'loading'
  | 'blocked'
  | 'unsupported'
  | 'idle'
  | 'requesting'
  | 'recording'
  | 'paused'
  | 'stopping'
  | 'stopped'
  | 'sending'
  | 'transcribing'
  | 'done';

/** Everything the recorder shows, in one object: the view is a function of it. */
export interface RecorderViewState extends FollowState {
  phase: RecorderPhase;
  source: RecordingSource;
  audio: boolean;
  /** Recorded time, paused time excluded. */
  elapsedMs: number;
  /** The owner's plan limit; null for none. */
  limitMs: number | null;
  nearLimit: boolean;
  /** False while the live upload cannot reach the server (the recording is kept on the device meanwhile). */
  online: boolean;
  /** An object URL of the recording, once stopped. */
  previewUrl: string | null;
  /** Bytes the server has of the recording, of those recorded: shown while it is sent. */
  sent: { loaded: number; total: number } | null;
  /** A note above a stopped recording: it hit the limit, or it was found after a reload. */
  notice: string | null;
  error: ShownError | null;
}

export const initialRecorderState: RecorderViewState = {
  phase: 'loading',
  source: 'tab',
  audio: true,
  elapsedMs: 0,
  limitMs: null,
  nearLimit: false,
  online: true,
  previewUrl: null,
  sent: null,
  notice: null,
  transcriptionPercent: null,
  result: null,
  error: null,
};

function choice(type: 'radio' | 'checkbox', label: string, action: string, checked: boolean, value?: string) {
  return h(
    'label',
    { class: 'vb-choice' },
    h('input', { type, name: type === 'radio' ? 'vb-source' : null, value: value ?? null, checked, 'data-action': action }),
    h('span', {}, label),
  );
}

function idleBody(state: RecorderViewState, context: ViewContext): Child[] {
  const { strings, locale } = context;
  return [
    h(
      'fieldset',
      { class: 'vb-fieldset' },
      h('legend', { class: 'vb-legend' }, strings.sourceLabel),
      choice('radio', strings.sourceTab, 'source', state.source === 'tab', 'tab'),
      choice('radio', strings.sourceScreen, 'source', state.source === 'screen', 'screen'),
    ),
    choice('checkbox', strings.audio, 'audio', state.audio),
    actions(button(strings.start, 'start', { primary: true, autofocus: true })),
    state.limitMs === null ? null : h('p', { class: 'vb-muted' }, fill(strings.limitHint, { limit: formatLimit(state.limitMs, locale) })),
    state.error ? alertBox(state.error, strings, true) : null,
  ];
}

function recordingBody(state: RecorderViewState, context: ViewContext): Child[] {
  const { strings, locale } = context;
  const paused = state.phase === 'paused';
  const elapsed = formatClock(state.elapsedMs);
  const clock = state.limitMs === null ? elapsed : fill(strings.elapsed, { elapsed, limit: formatClock(state.limitMs) });
  return [
    h(
      'p',
      { class: state.nearLimit ? 'vb-timer vb-warn' : 'vb-timer' },
      h('span', { class: paused ? 'vb-dot vb-dot-paused' : 'vb-dot', 'aria-hidden': 'true' }),
      h('span', {}, clock),
    ),
    h('p', { class: 'vb-muted' }, paused ? strings.paused : strings.recording),
    state.nearLimit && state.limitMs !== null
      ? h('p', { class: 'vb-warn' }, fill(strings.nearLimit, { limit: formatLimit(state.limitMs, locale) }))
      : null,
    state.online ? null : h('p', { class: 'vb-notice' }, strings.offline),
    actions(
      paused ? button(strings.resume, 'resume', { autofocus: true }) : button(strings.pause, 'pause', { autofocus: true }),
      button(strings.stop, 'stop', { primary: true }),
    ),
  ];
}

function stoppedBody(state: RecorderViewState, context: ViewContext): Child[] {
  const { strings } = context;
  return [
    state.notice ? h('p', { class: 'vb-notice' }, state.notice) : null,
    state.previewUrl
      ? h('video', {
          class: 'vb-video',
          src: state.previewUrl,
          controls: true,
          playsinline: true,
          preload: 'metadata',
          'aria-label': strings.preview,
          'data-key': state.previewUrl,
        })
      : null,
    state.elapsedMs > 0 ? h('p', { class: 'vb-muted' }, fill(strings.duration, { duration: formatClock(state.elapsedMs) })) : null,
    actions(button(strings.send, 'send', { primary: true, autofocus: true }), button(strings.discard, 'discard')),
    state.error ? alertBox(state.error, strings, true) : null,
  ];
}

function sendingBody(state: RecorderViewState, context: ViewContext): Child[] {
  const { strings } = context;
  const percent = state.sent && state.sent.total > 0 ? Math.floor((state.sent.loaded * 100) / state.sent.total) : null;
  const text = percent === null ? strings.sending : fill(strings.sentPercent, { percent });
  return [busyLine(strings.sending), progressBar(strings.progressSend, percent, text)];
}

function status(state: RecorderViewState, context: ViewContext): string {
  const { strings } = context;
  switch (state.phase) {
    case 'loading':
      return strings.loading;
    case 'unsupported':
      return strings.unsupported;
    case 'blocked':
    case 'idle':
      return state.error?.message ?? '';
    case 'requesting':
      return strings.requesting;
    case 'recording':
      return strings.recording;
    case 'paused':
      return strings.paused;
    case 'stopping':
      return strings.finishing;
    case 'stopped':
      return state.error?.message ?? state.notice ?? '';
    case 'sending':
      return strings.sending;
    default:
      return followStatus(state.phase, state, strings);
  }
}

/** The body of a phase only the recorder has. */
function ownBody(state: RecorderViewState, context: ViewContext): Child[] {
  const { strings } = context;
  switch (state.phase) {
    case 'unsupported':
      return messageBody(strings.unsupported, strings, false);
    case 'requesting':
      return [busyLine(strings.requesting)];
    case 'recording':
    case 'paused':
      return recordingBody(state, context);
    case 'stopping':
      return [busyLine(strings.finishing)];
    case 'stopped':
      return stoppedBody(state, context);
    case 'sending':
      return sendingBody(state, context);
    default:
      return idleBody(state, context);
  }
}

/** Renders the recorder for a state: a new element tree, with no listeners (see `createWidgetHost`). */
export function renderRecorder(state: RecorderViewState, context: ViewContext): HTMLElement {
  const { strings } = context;
  const body =
    sharedPhaseBody(state.phase, state, strings, { notAllowed: strings.notAllowedRecorder, again: strings.recordAgain }) ??
    ownBody(state, context);
  // Recording and paused share one body, so pausing patches it (the focused button stays) rather than rebuilding it.
  const key = state.phase === 'paused' ? 'recording' : state.phase;
  return frame(
    context,
    { phase: state.phase, key, title: strings.recorderTitle, busy: state.phase === 'loading' },
    body,
    status(state, context),
  );
}
