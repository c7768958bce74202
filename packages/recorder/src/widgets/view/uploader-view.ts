import { formatBytes } from '../format';
import { fill } from '../strings';
import { type Child, h } from './dom';
import {
  actions,
  alertBox,
  button,
  type FollowState,
  followStatus,
  frame,
  icon,
  progressBar,
  type ShownError,
  sharedPhaseBody,
  type ViewContext,
} from './parts';

export type UploaderPhase = 'loading' | 'blocked' | 'idle' | 'uploading' | 'transcribing' | 'done';

/** Everything the uploader shows, in one object: the view is a function of it. */
export interface UploaderViewState extends FollowState {
  phase: UploaderPhase;
  /** A file is being dragged over the widget. */
  dragging: boolean;
  /** The key's limit, named in the drop zone; null until the config is read. */
  maxFileBytes: number | null;
  fileName: string | null;
  progress: { loaded: number; total: number; percent: number } | null;
  error: ShownError | null;
}

export const initialUploaderState: UploaderViewState = {
  phase: 'loading',
  dragging: false,
  maxFileBytes: null,
  fileName: null,
  progress: null,
  transcriptionPercent: null,
  result: null,
  error: null,
};

const UPLOAD_ICON = 'M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4';

function idleBody(state: UploaderViewState, context: ViewContext): Child[] {
  const { strings, locale } = context;
  return [
    // Kept out of the tab order and the accessibility tree: the drop zone is the control, and opens this picker.
    h('input', {
      type: 'file',
      accept: 'audio/*,video/*',
      hidden: true,
      tabindex: -1,
      'aria-hidden': 'true',
      'data-action': 'file',
      'data-key': 'file',
    }),
    h(
      'button',
      { type: 'button', class: state.dragging ? 'vb-drop vb-dragging' : 'vb-drop', 'data-action': 'pick', 'data-autofocus': true },
      icon(UPLOAD_ICON),
      h('span', { class: 'vb-strong' }, state.dragging ? strings.dropActive : strings.dropPrompt),
      state.maxFileBytes === null
        ? null
        : h('span', { class: 'vb-muted' }, fill(strings.dropHint, { size: formatBytes(state.maxFileBytes, locale) })),
    ),
    state.error ? alertBox(state.error, strings, true) : null,
  ];
}

function uploadingBody(state: UploaderViewState, context: ViewContext): Child[] {
  const { strings, locale } = context;
  const progress = state.progress ?? { loaded: 0, total: 0, percent: 0 };
  const detail = fill(strings.uploadProgress, {
    percent: progress.percent,
    sent: formatBytes(progress.loaded, locale),
    total: formatBytes(progress.total, locale),
  });
  const [before = '', after = ''] = strings.uploading.split('{name}');
  return [
    h('p', {}, before, h('span', { class: 'vb-file' }, state.fileName ?? ''), after),
    progressBar(strings.progressUpload, progress.percent, detail),
    h('p', { class: 'vb-muted' }, detail),
    actions(button(strings.cancel, 'cancel', { autofocus: true })),
  ];
}

/** The live region's words: progress in steps of 10%, so a screen reader is told often enough but not every percent. */
function status(state: UploaderViewState, context: ViewContext): string {
  const { strings } = context;
  switch (state.phase) {
    case 'loading':
      return strings.loading;
    case 'blocked':
    case 'idle':
      return state.error?.message ?? '';
    case 'uploading':
      return fill(strings.uploadedPercent, { percent: Math.floor((state.progress?.percent ?? 0) / 10) * 10 });
    default:
      return followStatus(state.phase, state, strings);
  }
}

/** Renders the uploader for a state: a new element tree, with no listeners (see `createWidgetHost`). */
export function renderUploader(state: UploaderViewState, context: ViewContext): HTMLElement {
  const { strings } = context;
  const shared = sharedPhaseBody(state.phase, state, strings, { notAllowed: strings.notAllowedUploader, again: strings.uploadAnother });
  const body: Child[] = shared ?? (state.phase === 'uploading' ? uploadingBody(state, context) : idleBody(state, context));
  return frame(
    context,
    { phase: state.phase, title: strings.uploaderTitle, busy: state.phase === 'loading' },
    body,
    status(state, context),
  );
}
