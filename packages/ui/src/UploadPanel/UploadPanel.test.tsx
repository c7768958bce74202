import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadItem } from '@verbatim/core-sdk';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { UploadPanel, uploadStatusText } from './UploadPanel';

const audio = (name = 'talk.mp3', type = 'audio/mpeg') => new File(['abc'], name, { type });

function dropzone() {
  return screen.getByRole('button', { name: 'Drop files here or click to browse' });
}

function dataTransfer(files: File[]) {
  return { files, types: ['Files'], dropEffect: 'none' };
}

const items: UploadItem[] = [
  { id: '1', name: 'board.mp4', size: 157_286_400, progress: 42.4, status: 'uploading', failure: null, transcriptionId: null },
  { id: '2', name: 'interview.mp3', size: 8_388_608, progress: 65, status: 'processing', failure: null, transcriptionId: null },
  { id: '3', name: 'note.m4a', size: 912_384, progress: 100, status: 'completed', failure: null, transcriptionId: null },
  {
    id: '4',
    name: 'lecture.webm',
    size: 1_024,
    progress: 12,
    status: 'error',
    failure: { reason: 'network', stage: 'upload' },
    transcriptionId: null,
  },
];

describe('UploadPanel', () => {
  it("is titled 'Upload New File' with a keyboard-usable drop zone", async () => {
    const { container } = render(<UploadPanel items={[]} onFiles={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Upload New File' })).toBeInTheDocument();
    expect(dropzone()).toHaveAccessibleDescription('Audio or video files, up to 2 GB each');
    const input = screen.getByLabelText('Choose audio or video files');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'audio/*,video/*');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('opens the file picker from the keyboard', async () => {
    const user = userEvent.setup();
    render(<UploadPanel items={[]} onFiles={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Choose audio or video files');
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(dropzone()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('reports the chosen files, and lets the same file be chosen again', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(<UploadPanel items={[]} onFiles={onFiles} />);
    const input = screen.getByLabelText<HTMLInputElement>('Choose audio or video files');
    const files = [audio('a.mp3'), audio('b.mp4', 'video/mp4')];
    await user.upload(input, files);
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(input.value).toBe('');
  });

  it('reports dropped files, whatever their type, and shows the drag state', () => {
    const onFiles = vi.fn();
    render(<UploadPanel items={[]} onFiles={onFiles} />);
    const files = [audio('a.wav', 'audio/wav'), new File(['x'], 'notes.pdf', { type: 'application/pdf' })];
    fireEvent.dragEnter(dropzone(), { dataTransfer: dataTransfer(files) });
    expect(dropzone()).toHaveAttribute('data-state', 'drag-over');
    const over = createEvent.dragOver(dropzone(), { dataTransfer: dataTransfer(files) });
    fireEvent(dropzone(), over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(dropzone(), { dataTransfer: dataTransfer(files) });
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(dropzone()).toHaveAttribute('data-state', 'idle');
  });

  it('leaves the drag state when the pointer leaves', () => {
    render(<UploadPanel items={[]} onFiles={vi.fn()} />);
    fireEvent.dragEnter(dropzone(), { dataTransfer: dataTransfer([audio()]) });
    fireEvent.dragLeave(dropzone());
    expect(dropzone()).toHaveAttribute('data-state', 'idle');
  });

  it('ignores drops and clicks when disabled', () => {
    const onFiles = vi.fn();
    render(<UploadPanel items={[]} onFiles={onFiles} disabled />);
    expect(dropzone()).toBeDisabled();
    fireEvent.drop(dropzone(), { dataTransfer: dataTransfer([audio()]) });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('lists each file with name, size, progress, status text and a remove button', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { container } = render(<UploadPanel items={items} onFiles={vi.fn()} onRemove={onRemove} />);
    const rows = within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [uploading, processing, completed, failed] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(uploading).toHaveTextContent('board.mp4');
    expect(uploading).toHaveTextContent('150 MB');
    expect(uploading).toHaveTextContent('Uploading... 42%');
    expect(within(uploading).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(processing).toHaveTextContent('8 MB');
    expect(processing).toHaveTextContent('Processing... 65%');
    expect(completed).toHaveTextContent('Completed');
    expect(within(completed).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(failed).toHaveTextContent('1 KB');
    expect(failed).toHaveTextContent('Network error occurred during upload');
    expect(failed).toHaveAttribute('data-status', 'error');
    await user.click(screen.getByRole('button', { name: 'Remove lecture.webm' }));
    expect(onRemove).toHaveBeenCalledWith('4');
    await expectNoAxeViolations(container);
  });

  it('shows the caller’s notice', () => {
    render(<UploadPanel items={[]} onFiles={vi.fn()} notice={<p>Large File Detected</p>} />);
    expect(screen.getByText('Large File Detected')).toBeInTheDocument();
  });
});

describe('uploadStatusText', () => {
  it('says what stage a file is in', () => {
    expect(uploadStatusText({ status: 'uploading', progress: 0 })).toBe('Uploading... 0%');
    expect(uploadStatusText({ status: 'processing', progress: 120 })).toBe('Processing... 100%');
    expect(uploadStatusText({ status: 'completed', progress: 3 })).toBe('Completed');
    const failed = { reason: 'transcription-failed', stage: 'transcription', serverMessage: 'Transcription failed' } as const;
    expect(uploadStatusText({ status: 'error', progress: 0, failure: failed })).toBe('Transcription failed');
    // The same words as the toast, with the file's name where the text has one.
    expect(uploadStatusText({ status: 'error', progress: 0, name: 'a.pdf', failure: { reason: 'invalid-type', stage: 'upload' } })).toBe(
      'a.pdf: Only audio and video files are supported.',
    );
    expect(uploadStatusText({ status: 'error', progress: 0, failure: null })).toBe('Upload failed');
    expect(uploadStatusText({ status: 'uploading', progress: Number.NaN })).toBe('Uploading... 0%');
  });
});
