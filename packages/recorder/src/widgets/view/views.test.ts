// @vitest-environment jsdom
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveStrings } from '../strings';
import { expectNoAxeViolations } from '../test-support/axe';
import { recorderStates, uploaderStates } from '../test-support/states';
import type { WidgetTheme } from '../types';
import { createWidgetHost, type WidgetHost } from './host';
import type { ViewContext } from './parts';
import { type RecorderViewState, renderRecorder } from './recorder-view';
import { renderUploader, type UploaderViewState } from './uploader-view';

const hosts: WidgetHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.destroy();
  document.body.innerHTML = '';
});

const english = (theme: WidgetTheme = 'light'): ViewContext => ({ strings: resolveStrings('en'), locale: 'en', theme });

/**
 * Shows a view the way a widget does (in a shadow root). `screen` queries the visible body of the state; `frame` the
 * whole widget, whose live region repeats some of the body's words for screen readers.
 */
function show(view: HTMLElement) {
  const target = document.createElement('div');
  document.body.appendChild(target);
  const host = createWidgetHost(target);
  hosts.push(host);
  host.update(view);
  const root = host.shadowRoot.querySelector<HTMLElement>('.vb-root');
  const body = root?.querySelector<HTMLElement>('.vb-body');
  if (!root || !body) throw new Error('no .vb-root');
  return {
    host,
    root,
    screen: within(body),
    frame: within(host.shadowRoot as unknown as HTMLElement),
    status: () => root.querySelector('[role="status"]')?.textContent,
  };
}

const uploader = (state: UploaderViewState, context = english()) => show(renderUploader(state, context));
const recorder = (state: RecorderViewState, context = english()) => show(renderRecorder(state, context));

describe('the uploader view', () => {
  it('is a labelled group with a polite live region in every state', () => {
    for (const state of Object.values(uploaderStates)) {
      const { frame } = uploader(state);
      expect(frame.getByRole('group', { name: 'Transcribe an audio or video file' })).toBeTruthy();
      expect(frame.getByRole('status').getAttribute('aria-live')).toBe('polite');
    }
  });

  it('shows the drop zone as a button naming the size limit, and says when a file is over it', () => {
    const { screen, root } = uploader(uploaderStates.idle);
    const button = screen.getByRole('button', { name: /Choose a file or drop it here/ });
    expect(button.textContent).toContain('Audio or video, up to 500 MB');
    expect(root.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('audio/*,video/*');
    expect(uploader(uploaderStates.dragging).screen.getByRole('button', { name: /Drop the file to upload it/ }).className).toContain(
      'vb-dragging',
    );
  });

  it('shows an error with a way to dismiss it, and announces it', () => {
    const { screen, status } = uploader(uploaderStates.error);
    expect(screen.getByText('This site has used today’s transcription allowance. Please try again tomorrow.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(status()).toBe('This site has used today’s transcription allowance. Please try again tomorrow.');
  });

  it('shows progress with percent and bytes, a progressbar, and Cancel', () => {
    const { screen, status } = uploader(uploaderStates.uploading);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42% · 42 MB of 100 MB');
    expect(screen.getByText('board-meeting-2025-03.mp4')).toBeTruthy();
    expect(screen.getByText('42% · 42 MB of 100 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeTruthy();
    // Announced in steps of ten, not every percent.
    expect(status()).toBe('Uploaded 40%');
  });

  it('shows the transcription under way, with the server’s percent once it has one', () => {
    const { screen } = uploader(uploaderStates.transcribing);
    expect(screen.getByText('Transcribing… 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Transcription progress' }).getAttribute('aria-valuenow')).toBe('40');
    const pending = uploader({ ...uploaderStates.transcribing, transcriptionPercent: 0 }).screen;
    // Indeterminate: ARIA says no aria-valuenow.
    expect(pending.getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);
    expect(pending.getByText('Transcribing…')).toBeTruthy();
  });

  it('shows the transcript when the key returns it, a thank-you when not, and a failure', () => {
    const done = uploader(uploaderStates.done).screen;
    expect(done.getByText('Transcript ready')).toBeTruthy();
    expect(done.getByRole('region', { name: 'Transcript' }).textContent).toContain('Welcome to the quarterly review.');
    expect(done.getByRole('button', { name: 'Transcribe another file' })).toBeTruthy();
    expect(uploader(uploaderStates.doneWithoutText).screen.getByText(/Your file was received and transcribed/)).toBeTruthy();
    expect(uploader(uploaderStates.doneWithoutText).screen.queryByRole('region')).toBeNull();
    expect(uploader(uploaderStates.failed).screen.getByText('The transcription failed.')).toBeTruthy();
  });

  it('says when the key does not allow it, with no controls, and offers Try again when the API was out of reach', () => {
    const refused = uploader(uploaderStates.notAllowed).screen;
    expect(refused.getByText('This site is not set up to use the Verbatim uploader.')).toBeTruthy();
    expect(refused.queryByRole('button')).toBeNull();
    const unreachable = uploader(uploaderStates.unreachable).screen;
    expect(unreachable.getByText(/Could not reach Verbatim.*this site may not be allowed to use this widget/)).toBeTruthy();
    expect(unreachable.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Spanish, and takes overrides of any message', () => {
    const spanish: ViewContext = {
      strings: resolveStrings('es-MX', { dropPrompt: 'Suelta tu entrevista aquí' }),
      locale: 'es-MX',
      lang: 'es',
      theme: 'light',
    };
    const { screen, frame, root } = uploader(uploaderStates.idle, spanish);
    expect(root.getAttribute('lang')).toBe('es');
    expect(frame.getByRole('group', { name: 'Transcribe un archivo de audio o vídeo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Suelta tu entrevista aquí/ }).textContent).toContain('Audio o vídeo, hasta 500 MB');
    expect(uploader(uploaderStates.uploading, spanish).screen.getByRole('button', { name: 'Cancelar la subida' })).toBeTruthy();
    // An unknown language falls back to English.
    expect(resolveStrings('tlh').dropPrompt).toBe('Choose a file or drop it here');
  });

  it.each(['light', 'dark'] as const)('passes axe in every state, %s theme', async (theme) => {
    for (const [name, state] of Object.entries(uploaderStates)) {
      const { host, root } = uploader(state, english(theme));
      expect(root.className).toContain(`vb-theme-${theme}`);
      await expectNoAxeViolations(host.element).catch((error: Error) => {
        throw new Error(`${name}: ${error.message}`);
      });
    }
  });
});

describe('the recorder view', () => {
  it('offers the source, audio and Start, with the plan’s limit', () => {
    const { screen } = recorder(recorderStates.idle);
    expect(screen.getByRole('group', { name: 'What to record' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Browser tab' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Entire screen' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Record audio' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeTruthy();
    expect(screen.getByText('Recordings stop at 30 minutes.')).toBeTruthy();
    expect(recorder({ ...recorderStates.idle, limitMs: null }).screen.queryByText(/Recordings stop/)).toBeNull();
  });

  it('shows the timer against the limit, Pause or Resume, and Stop', () => {
    const { screen: recording, status } = recorder(recorderStates.recording);
    expect(recording.getByText('01:23 of 30:00')).toBeTruthy();
    expect(recording.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(recording.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(status()).toBe('Recording');
    const paused = recorder(recorderStates.paused);
    expect(paused.screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(paused.status()).toBe('Paused');
    const near = recorder(recorderStates.nearLimit).screen;
    expect(near.getByText('The recording stops at 30 minutes.')).toBeTruthy();
    expect(near.getByText(/Offline: the recording is kept on this device/)).toBeTruthy();
  });

  it('shows the stopped recording with its notice, Transcribe recording and Discard', () => {
    const { screen, root } = recorder({ ...recorderStates.stopped, previewUrl: 'blob:preview' });
    expect(screen.getByText('The recording stopped at its limit of 30 minutes.')).toBeTruthy();
    expect(root.querySelector('video')?.getAttribute('src')).toBe('blob:preview');
    expect(root.querySelector('video')?.getAttribute('aria-label')).toBe('Recording preview');
    expect(screen.getByText('Length: 30:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Transcribe recording' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('shows sending, transcribing and done', () => {
    const sending = recorder(recorderStates.sending).screen;
    expect(sending.getByRole('progressbar', { name: 'Sending progress' }).getAttribute('aria-valuenow')).toBe('70');
    expect(recorder(recorderStates.transcribing).screen.getByText('Transcribing…')).toBeTruthy();
    const done = recorder(recorderStates.done).screen;
    expect(done.getByRole('region', { name: 'Transcript' })).toBeTruthy();
    expect(done.getByRole('button', { name: 'Record again' })).toBeTruthy();
  });

  it('says so where the browser cannot record, instead of a dead button', () => {
    const { screen } = recorder(recorderStates.unsupported);
    expect(screen.getByText(/Screen recording is not available in this browser/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Spanish', () => {
    const spanish: ViewContext = { strings: resolveStrings('es'), locale: 'es', lang: 'es', theme: 'dark' };
    const { screen } = recorder(recorderStates.idle, spanish);
    expect(screen.getByRole('button', { name: 'Empezar a grabar' })).toBeTruthy();
    expect(screen.getByText('Las grabaciones se detienen a los 30 minutos.')).toBeTruthy();
  });

  it.each(['light', 'dark'] as const)('passes axe in every state, %s theme', async (theme) => {
    for (const [name, state] of Object.entries(recorderStates)) {
      const { host } = recorder(state, english(theme));
      await expectNoAxeViolations(host.element).catch((error: Error) => {
        throw new Error(`${name}: ${error.message}`);
      });
    }
  });
});

describe('re-rendering', () => {
  it('patches the shown view in place: the focused control and the live region stay the same nodes', () => {
    const target = document.createElement('div');
    document.body.appendChild(target);
    const host = createWidgetHost(target);
    hosts.push(host);
    host.update(renderUploader(uploaderStates.uploading, english()));
    const cancel = host.shadowRoot.querySelector<HTMLButtonElement>('[data-action="cancel"]');
    const status = host.shadowRoot.querySelector('[role="status"]');
    cancel?.focus();
    host.update(renderUploader({ ...uploaderStates.uploading, progress: { loaded: 90, total: 100, percent: 90 } }, english()));
    expect(host.shadowRoot.querySelector('[data-action="cancel"]')).toBe(cancel);
    expect(host.shadowRoot.activeElement).toBe(cancel);
    expect(host.shadowRoot.querySelector('[role="status"]')).toBe(status);
    expect(host.shadowRoot.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('90');

    // A new phase replaces the body; focus moves to its main control rather than being lost.
    host.update(renderUploader(uploaderStates.done, english()));
    expect(host.shadowRoot.querySelector('[role="status"]')).toBe(status);
    expect(host.shadowRoot.activeElement?.textContent).toBe('Transcribe another file');
  });

  it('removes everything it added, leaving the mount element as it was', () => {
    const target = document.createElement('div');
    target.innerHTML = '<p>the page’s own</p>';
    document.body.appendChild(target);
    const host = createWidgetHost(target);
    host.update(renderUploader(uploaderStates.idle, english()));
    expect(target.children).toHaveLength(2);
    host.destroy();
    expect(target.innerHTML).toBe('<p>the page’s own</p>');
  });
});
