import { en } from '../strings/en';
import { initialRecorderState, type RecorderViewState } from '../view/recorder-view';
import { initialUploaderState, type UploaderViewState } from '../view/uploader-view';

// One state of each kind for both widgets, shared by the view tests and the stories so that both show the same states.

const TEXT =
  'Welcome to the quarterly review. Revenue grew eight percent, driven by the new subscription plans, and churn fell for the third quarter in a row.';

export const uploaderStates = {
  loading: initialUploaderState,
  notAllowed: { ...initialUploaderState, phase: 'blocked', error: { message: en.notAllowedUploader } },
  unreachable: { ...initialUploaderState, phase: 'blocked', error: { message: en.errorNetwork, retry: true } },
  idle: { ...initialUploaderState, phase: 'idle', maxFileBytes: 500 * 1024 * 1024 },
  dragging: { ...initialUploaderState, phase: 'idle', maxFileBytes: 500 * 1024 * 1024, dragging: true },
  error: { ...initialUploaderState, phase: 'idle', maxFileBytes: 500 * 1024 * 1024, error: { message: en.errorKeyDailyLimit } },
  uploading: {
    ...initialUploaderState,
    phase: 'uploading',
    fileName: 'board-meeting-2025-03.mp4',
    progress: { loaded: 44_040_192, total: 104_857_600, percent: 42 },
  },
  transcribing: { ...initialUploaderState, phase: 'transcribing', fileName: 'interview.mp3', transcriptionPercent: 40 },
  done: { ...initialUploaderState, phase: 'done', fileName: 'interview.mp3', result: { status: 'completed', text: TEXT } },
  doneWithoutText: { ...initialUploaderState, phase: 'done', fileName: 'interview.mp3', result: { status: 'completed', text: null } },
  failed: { ...initialUploaderState, phase: 'done', fileName: 'interview.mp3', result: { status: 'failed', text: null } },
} satisfies Record<string, UploaderViewState>;

const idle: RecorderViewState = { ...initialRecorderState, phase: 'idle', limitMs: 1_800_000 };

export const recorderStates = {
  loading: initialRecorderState,
  notAllowed: { ...initialRecorderState, phase: 'blocked', error: { message: en.notAllowedRecorder } },
  unsupported: { ...initialRecorderState, phase: 'unsupported' },
  idle,
  error: { ...idle, error: { message: en.errorAudioBlocked } },
  requesting: { ...idle, phase: 'requesting' },
  recording: { ...idle, phase: 'recording', elapsedMs: 83_000, sent: { loaded: 1_048_576, total: 1_200_000 } },
  nearLimit: { ...idle, phase: 'recording', elapsedMs: 1_500_000, nearLimit: true, online: false },
  paused: { ...idle, phase: 'paused', elapsedMs: 125_000 },
  stopping: { ...idle, phase: 'stopping', elapsedMs: 125_000 },
  stopped: { ...idle, phase: 'stopped', elapsedMs: 1_800_000, notice: en.limitReached.replace('{limit}', '30 minutes') },
  sending: { ...idle, phase: 'sending', sent: { loaded: 7_000_000, total: 10_000_000 } },
  transcribing: { ...idle, phase: 'transcribing', transcriptionPercent: null },
  done: { ...idle, phase: 'done', result: { status: 'completed', text: TEXT } },
} satisfies Record<string, RecorderViewState>;
