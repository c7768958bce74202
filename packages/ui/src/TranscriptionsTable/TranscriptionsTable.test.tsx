import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { preloadTooltip } from '../Tooltip/LazyTooltip';
import { expectNoAxeViolations } from '../testing/axe';
import { transcriptionFixture, transcriptionListFixture } from '../testing/transcription-fixture';
import { TranscriptionsTable } from './TranscriptionsTable';

function rowOf(fileName: string) {
  const row = screen.getByText(fileName).closest('tr');
  if (!row) throw new Error(`no row for ${fileName}`);
  return row;
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TranscriptionsTable', () => {
  it('shows each column of a row', async () => {
    const { container } = render(<TranscriptionsTable transcriptions={transcriptionListFixture()} timeZone="UTC" />);
    const table = screen.getByRole('table', { name: 'Transcriptions' });
    for (const header of ['File', 'Size', 'Duration', 'Status', 'Date', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = rowOf('team-meeting.mp3');
    expect(row).toHaveTextContent('5.2 MB');
    expect(row).toHaveTextContent('12:34.3');
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('Mar 4, 2025');
    expect(row.querySelector('svg[data-kind="audio"]')).not.toBeNull();
    expect(rowOf('product-demo.mp4')).toHaveTextContent('1:08:45');
    expect(rowOf('product-demo.mp4').querySelector('svg[data-kind="video"]')).not.toBeNull();
    expect(rowOf('voice-note.m4a')).toHaveTextContent('N/A');
    expect(rowOf('corrupted-upload.wav')).toHaveTextContent('The file has no audio track.');
    await expectNoAxeViolations(container);
  });

  it('says which site a widget row came from, and nothing for the app’s own rows', async () => {
    const { container } = render(
      <TranscriptionsTable
        transcriptions={[
          transcriptionFixture({
            id: 'w1',
            fileName: 'visitor-question.webm',
            source: { kind: 'widget', widget: 'recorder', origin: 'https://shop.example.com:8443', keyName: 'Shop help page' },
          }),
          transcriptionFixture({ id: 'a1', fileName: 'team-meeting.mp3' }),
        ]}
      />,
    );
    const badge = within(rowOf('visitor-question.webm'))
      .getByText('Widget · shop.example.com:8443')
      .closest('[data-slot="transcription-source"]');
    expect(badge).toHaveAttribute(
      'title',
      'Sent through the recorder widget on https://shop.example.com:8443 with the key “Shop help page”',
    );
    expect(badge).toHaveTextContent('recorder, key “Shop help page”');
    expect(rowOf('team-meeting.mp3').querySelector('[data-slot="transcription-source"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the status badges', () => {
    render(
      <TranscriptionsTable
        transcriptions={[...transcriptionListFixture(), transcriptionFixture({ id: 'x', fileName: 'odd.mp3', status: 'queued' as never })]}
      />,
    );
    expect(within(rowOf('team-meeting.mp3')).getByText('Completed')).toHaveAttribute('data-variant', 'default');
    expect(within(rowOf('product-demo.mp4')).getByText('Processing 45%')).toHaveAttribute('data-variant', 'warning');
    expect(within(rowOf('product-demo.mp4')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(within(rowOf('voice-note.m4a')).getByText('Pending')).toHaveAttribute('data-variant', 'outline');
    expect(within(rowOf('corrupted-upload.wav')).getByText('Failed')).toHaveAttribute('data-variant', 'destructive');
    expect(within(rowOf('odd.mp3')).getByText('Pending')).toHaveAttribute('data-variant', 'outline');
  });

  it('enables view and download only when completed', () => {
    render(<TranscriptionsTable transcriptions={transcriptionListFixture()} />);
    expect(screen.getByRole('button', { name: 'View team-meeting.mp3' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download team-meeting.mp3' })).toBeEnabled();
    for (const name of ['product-demo.mp4', 'voice-note.m4a', 'corrupted-upload.wav']) {
      expect(screen.getByRole('button', { name: `View ${name}` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Download ${name}` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Share ${name}` })).toBeEnabled();
      expect(screen.getByRole('button', { name: `Delete ${name}` })).toBeEnabled();
    }
  });

  it('shows retry when failed, or stalled under 20% for two minutes', () => {
    // The fixture's rows have not moved for days.
    render(<TranscriptionsTable transcriptions={transcriptionListFixture()} />);
    expect(screen.getByRole('button', { name: 'Retry corrupted-upload.wav' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry stalled-lecture.webm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry voice-note.m4a' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry product-demo.mp4' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry team-meeting.mp3' })).not.toBeInTheDocument();
  });

  it('offers retry of a moving item only once the server would accept it, and then without a reload', () => {
    vi.useFakeTimers({ now: new Date('2025-03-07T16:20:30.000Z') });
    try {
      const moving = transcriptionFixture({
        id: 'm',
        fileName: 'just-started.mp3',
        status: 'processing',
        progress: 5,
        updatedAt: '2025-03-07T16:20:00.000Z',
      });
      render(<TranscriptionsTable transcriptions={[moving]} />);
      expect(screen.queryByRole('button', { name: 'Retry just-started.mp3' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(89_000));
      expect(screen.queryByRole('button', { name: 'Retry just-started.mp3' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_000)); // two minutes after its last change
      expect(screen.getByRole('button', { name: 'Retry just-started.mp3' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls the row actions with their transcription', async () => {
    // With the tooltips' code in, no button is swapped for its tooltip trigger between finding it and clicking it.
    await preloadTooltip();
    const user = userEvent.setup();
    const onView = vi.fn();
    const onDownload = vi.fn();
    const onShare = vi.fn();
    const onRetry = vi.fn();
    const list = transcriptionListFixture();
    render(<TranscriptionsTable transcriptions={list} onView={onView} onDownload={onDownload} onShare={onShare} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'View team-meeting.mp3' }));
    await user.click(screen.getByRole('button', { name: 'Download team-meeting.mp3' }));
    await user.click(screen.getByRole('button', { name: 'Share voice-note.m4a' }));
    await user.click(screen.getByRole('button', { name: 'Retry corrupted-upload.wav' }));
    expect(onView).toHaveBeenCalledWith(list[0]);
    expect(onDownload).toHaveBeenCalledWith(list[0]);
    expect(onShare).toHaveBeenCalledWith(list[2]);
    expect(onRetry).toHaveBeenCalledWith(list[3]);
  });

  it('names a row action in a tooltip on keyboard focus and on hover, and says when an action is reached', async () => {
    const user = userEvent.setup();
    const onActionIntent = vi.fn();
    render(<TranscriptionsTable transcriptions={transcriptionListFixture()} onView={vi.fn()} onActionIntent={onActionIntent} />);
    const view = () => screen.getByRole('button', { name: 'View team-meeting.mp3' });
    // The tooltip's code loads when focus first reaches an action; the focus stays on the action meanwhile.
    act(() => view().focus());
    expect(onActionIntent).toHaveBeenCalledWith('view');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('View');
    expect(view()).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    act(() => view().blur());
    await user.hover(screen.getByRole('button', { name: 'Share team-meeting.mp3' }));
    expect(onActionIntent).toHaveBeenLastCalledWith('share');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Share');
  });

  it('keeps a row busy while its action runs', async () => {
    const user = userEvent.setup();
    const retry = deferred();
    render(<TranscriptionsTable transcriptions={transcriptionListFixture()} onRetry={() => retry.promise} />);
    await user.click(screen.getByRole('button', { name: 'Retry corrupted-upload.wav' }));
    expect(screen.getByRole('button', { name: 'Delete corrupted-upload.wav' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete team-meeting.mp3' })).toBeEnabled();
    retry.reject(new Error('Unable to retry processing.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete corrupted-upload.wav' })).toBeEnabled());
  });

  it('disables the actions of rows the caller marks busy', () => {
    render(<TranscriptionsTable transcriptions={transcriptionListFixture()} busyIds={new Set(['tr-1'])} />);
    expect(screen.getByRole('button', { name: 'View team-meeting.mp3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete team-meeting.mp3' })).toBeDisabled();
  });

  it('asks before deleting, with the file name', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const list = transcriptionListFixture();
    const { baseElement } = render(<TranscriptionsTable transcriptions={list} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete team-meeting.mp3' }));
    // The confirmation's code loads on first use: it opens a moment later, with the focus on Cancel as always.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Transcription' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "team-meeting.mp3"? This action cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations(baseElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete voice-note.m4a' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(list[2]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open and busy while the deletion runs', async () => {
    const user = userEvent.setup();
    const deletion = deferred();
    render(<TranscriptionsTable transcriptions={transcriptionListFixture()} onDelete={() => deletion.promise} />);
    await user.click(screen.getByRole('button', { name: 'Delete team-meeting.mp3' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    deletion.reject(new Error('Unable to delete the transcription.'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows an empty state', async () => {
    const { container, rerender } = render(<TranscriptionsTable transcriptions={[]} />);
    expect(screen.getByText('No transcriptions yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    rerender(<TranscriptionsTable transcriptions={[]} emptyState={<p>No transcriptions match "zebra".</p>} />);
    expect(screen.getByText('No transcriptions match "zebra".')).toBeInTheDocument();
  });

  it('shows a skeleton while the first load runs', async () => {
    const { container } = render(<TranscriptionsTable transcriptions={undefined} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading transcriptions...');
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
  });

  it('keeps the rows while it reloads', () => {
    render(<TranscriptionsTable transcriptions={transcriptionListFixture()} loading />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Loading transcriptions...')).not.toBeInTheDocument();
  });

  it('shows a load error with Try again', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const { container } = render(<TranscriptionsTable transcriptions={undefined} error="503: Service Unavailable" onReload={onReload} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load transcriptions');
    expect(alert).toHaveTextContent('503: Service Unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('can be used with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    render(<TranscriptionsTable transcriptions={[transcriptionFixture()]} onView={onView} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'View team-meeting.mp3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('offers Load more only while older rows exist, from the keyboard too', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const rows = [transcriptionFixture()];
    const { container, rerender } = render(<TranscriptionsTable transcriptions={rows} hasMore onLoadMore={onLoadMore} />);
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);

    // Busy, yet still focused and not called twice, while the page loads.
    rerender(<TranscriptionsTable transcriptions={rows} hasMore onLoadMore={onLoadMore} loadingMore />);
    const busy = screen.getByRole('button', { name: 'Loading...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<TranscriptionsTable transcriptions={rows} hasMore={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull();
  });

  it('says when more rows could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const { container } = render(
      <TranscriptionsTable
        transcriptions={[transcriptionFixture()]}
        hasMore
        onLoadMore={onLoadMore}
        loadMoreError="Older transcriptions could not be loaded."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Older transcriptions could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
