import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { formatElapsed, RecorderPanel, type RecorderPanelProps, type RecorderPanelState, uploadStatusLine } from './RecorderPanel';

const idle: RecorderPanelState = {
  status: 'idle',
  source: 'tab',
  audioRequested: false,
  elapsedMs: 0,
  limitMs: 1_800_000,
  nearLimit: false,
  error: null,
};

function renderPanel(overrides: Partial<RecorderPanelProps> = {}) {
  const props: RecorderPanelProps = {
    state: idle,
    supported: true,
    source: 'tab',
    audio: false,
    onSourceChange: vi.fn(),
    onAudioChange: vi.fn(),
    onStart: vi.fn(),
    onPause: vi.fn(),
    onResume: vi.fn(),
    onStop: vi.fn(),
    onTranscribe: vi.fn(),
    onNewRecording: vi.fn(),
    onRecover: vi.fn(),
    onDiscard: vi.fn(),
    ...overrides,
  };
  const view = render(<RecorderPanel {...props} />);
  return { ...view, props };
}

describe('formatElapsed', () => {
  it('shows minutes and seconds, and hours from an hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
    expect(formatElapsed(1_800_000)).toBe('30:00');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });
});

describe('uploadStatusLine', () => {
  it('says what the server has, and that an offline recording is kept', () => {
    expect(uploadStatusLine({ bytesRecorded: 2048, bytesUploaded: 1024, online: true })).toBe(
      'Saved as you record: 1 KB of 2 KB on the server.',
    );
    expect(uploadStatusLine({ bytesRecorded: 2048, bytesUploaded: 1024, online: false })).toMatch(
      /^Offline: the recording is kept in this browser/,
    );
  });
});

describe('RecorderPanel', () => {
  it('offers a tab or the screen, audio, and Start Recording', async () => {
    const { props, container } = renderPanel();
    await userEvent.click(screen.getByRole('radio', { name: 'Entire screen' }));
    expect(props.onSourceChange).toHaveBeenCalledWith('screen');
    await userEvent.click(screen.getByRole('checkbox', { name: /Record audio/ }));
    expect(props.onAudioChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(props.onStart).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('says where recording is not possible instead of offering a dead button', () => {
    renderPanel({ supported: false });
    expect(screen.getByText('Screen recording is not available here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Recording' })).toBeNull();
  });

  it('shows the timer against the limit, pauses and stops', async () => {
    const { props, container } = renderPanel({
      state: { ...idle, status: 'recording', elapsedMs: 61_000, audioRequested: true },
      upload: { bytesRecorded: 2048, bytesUploaded: 2048, online: true },
      captions: ['hello there', 'second line'],
    });
    expect(screen.getByLabelText('Elapsed 1:01 of 30:00')).toBeInTheDocument();
    expect(screen.getByText('hello there')).toBeInTheDocument();
    expect(screen.getByText('Saved as you record: 2 KB on the server.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(props.onPause).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(props.onStop).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('turns the timer red and warns past 80 % of the limit', () => {
    renderPanel({ state: { ...idle, status: 'recording', elapsedMs: 1_500_000, nearLimit: true } });
    expect(screen.getByLabelText('Elapsed 25:00 of 30:00')).toHaveClass('text-destructive');
    expect(screen.getByText(/30-minute limit is near/)).toBeInTheDocument();
  });

  it('has no limit on the timer for paid plans, and resumes when paused', async () => {
    const { props } = renderPanel({ state: { ...idle, status: 'paused', elapsedMs: 5_000, limitMs: null } });
    expect(screen.getByLabelText('Elapsed 0:05')).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(props.onResume).toHaveBeenCalledOnce();
  });

  it('shows the caption error under the captions', () => {
    renderPanel({
      state: { ...idle, status: 'recording', audioRequested: true },
      captions: [],
      captionError: 'Connection lost. Retrying...',
    });
    expect(screen.getByText('Listening...')).toBeInTheDocument();
    expect(screen.getByText('Connection lost. Retrying...')).toBeInTheDocument();
  });

  it('offers the preview, Download, Transcribe Recording and Start New Recording once stopped', async () => {
    const { props, container } = renderPanel({
      state: { ...idle, status: 'stopped', elapsedMs: 64_000 },
      preview: { url: 'blob:recording', mimeType: 'video/webm', durationMs: 64_000, fileName: 'Screen recording.webm' },
    });
    expect(screen.getByLabelText('Recording preview')).toHaveAttribute('src', 'blob:recording');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'Screen recording.webm');
    await userEvent.click(screen.getByRole('button', { name: 'Transcribe Recording' }));
    expect(props.onTranscribe).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Start New Recording' }));
    expect(props.onNewRecording).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('shows a start failure and lets the person try again', async () => {
    const { props } = renderPanel({
      state: {
        ...idle,
        status: 'error',
        error: { title: 'Recording Failed', message: 'Failed to start screen recording. Please allow screen sharing and system audio.' },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to start screen recording.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(props.onStart).toHaveBeenCalledOnce();
  });

  it('offers to transcribe or discard a recording an earlier visit left unfinished', async () => {
    const { props } = renderPanel({
      unfinished: [
        { id: 'r1', fileName: 'Screen recording.webm', createdAt: Date.UTC(2026, 10, 24), durationMs: 90_000, bytesStored: 4096 },
      ],
      keptFor: '24 hours',
    });
    expect(screen.getByText('An unfinished recording was kept')).toBeInTheDocument();
    expect(screen.getByText(/on the server for 24 hours/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Transcribe Screen recording.webm' }));
    expect(props.onRecover).toHaveBeenCalledWith('r1');
    await userEvent.click(screen.getByRole('button', { name: 'Discard Screen recording.webm' }));
    expect(props.onDiscard).toHaveBeenCalledWith('r1');
  });

  it("shows the live captions' draft of the recording just sent, then its transcript with View transcript", async () => {
    const sent = { fileName: 'Screen recording.webm', status: 'processing' as const, progress: 40, text: 'hello from the captions' };
    const { rerender, props } = renderPanel({ sent });
    expect(screen.getByText('Transcribing... 40%')).toBeInTheDocument();
    expect(screen.getByText('First draft, from the live captions')).toBeInTheDocument();
    expect(screen.getByText('hello from the captions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View transcript' })).toBeNull();

    const onViewSent = vi.fn();
    rerender(
      <RecorderPanel
        {...props}
        sent={{ ...sent, status: 'completed', progress: 100, text: 'hello from the engine' }}
        onViewSent={onViewSent}
      />,
    );
    expect(screen.getByText('Transcript ready.')).toBeInTheDocument();
    expect(screen.getByText('hello from the engine')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View transcript' }));
    expect(onViewSent).toHaveBeenCalledOnce();
  });
});
