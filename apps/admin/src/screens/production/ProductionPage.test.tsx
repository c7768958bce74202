import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, blobText, captureDownloads, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoDay } from '../../lib/format';
import { activityFixture, adminRoutes, stuckFixture } from '../../test-support/admin-fixtures';
import { renderAdmin, requestsTo } from '../../test-support/render-admin';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi(adminRoutes());
});

afterEach(async () => {
  await api.close();
});

describe('Production Monitoring', () => {
  it('shows the environment and the processing activity of the last hour, and another window on demand', async () => {
    const { container } = renderAdmin('/production', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Production Monitoring' })).toBeInTheDocument();
    expect(await screen.findByText('verbatim.example')).toBeInTheDocument();
    expect(screen.getByText('postgresql')).toBeInTheDocument();
    expect(screen.getByText('AssemblyAI')).toBeInTheDocument();
    expect(screen.getByText('gpt-4o-mini')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Processing Activity',
      'Search Files',
      'Stuck Processing',
      'Generate Report',
    ]);
    const recent = await screen.findByRole('list', { name: 'Recent transcriptions' });
    expect(within(recent).getByText('board-meeting.mp3')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Activity timeline' })).toHaveTextContent('Upload');
    expect(requestsTo(api, 'GET', '/api/admin/production/activity')[0]?.query.get('minutes')).toBe('60');

    const select = screen.getByRole('combobox', { name: 'Time window' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['15', '60', '240', '1440']);
    await userEvent.selectOptions(select, '15');
    await waitFor(() =>
      expect(requestsTo(api, 'GET', '/api/admin/production/activity').some((request) => request.query.get('minutes') === '15')).toBe(true),
    );
    await expectNoAxeViolations(container);
  });

  it("shows the mail outbox's backlog with the mail server's last refusal", async () => {
    renderAdmin('/production', api);
    const outbox = await screen.findByRole('region', { name: 'Mail outbox' });
    await waitFor(() => expect(outbox).not.toHaveAttribute('aria-busy'));
    expect(within(outbox).getByText('Waiting to send').closest('[data-stat]')).toHaveTextContent('2');
    expect(within(outbox).getByText('Oldest waiting for').closest('[data-stat]')).toHaveTextContent('8 minutes');
    expect(within(outbox).getByText('Given up').closest('[data-stat]')).toHaveTextContent('1');
    expect(screen.getByText(/last refusal/).parentElement).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:587');
  });

  it('says every e-mail was handed over when the outbox is empty', async () => {
    api.route('GET /api/admin/production/activity', {
      body: activityFixture({ mailOutbox: { pending: 0, oldestPendingSeconds: 0, lastError: null, failedInWindow: 0 } }),
    });
    renderAdmin('/production', api);
    expect(await screen.findByText('Every e-mail has been handed to the mail server.')).toBeInTheDocument();
    expect(screen.queryByText(/last refusal/)).not.toBeInTheDocument();
  });

  it('shows the activity empty states and the activity error', async () => {
    api.route('GET /api/admin/production/activity', { body: activityFixture({ recentTranscriptions: [], recentActivity: [] }) });
    renderAdmin('/production', api);
    expect(await screen.findByText('No recent transcription activity in the selected time window')).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
  });

  it('says Failed to fetch activity when the activity cannot be loaded', async () => {
    api.route('GET /api/admin/production/activity', apiError(500, 'INTERNAL', 'boom'));
    renderAdmin('/production', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activity');
  });

  it('searches files by name with Enter, ignores a blank search, and says when nothing matched', async () => {
    api.route('GET /api/admin/production/search', ({ query }) => ({
      body:
        query.get('q') === 'board'
          ? [
              {
                id: 't-1',
                fileName: 'board-meeting.mp3',
                status: 'completed',
                progress: 100,
                createdAt: '2026-11-27T09:00:00.000Z',
                fileSize: 1024,
                userId: 'u-1',
                userEmail: 'ana@example.com',
              },
            ]
          : [],
    }));
    renderAdmin('/production', api);
    await userEvent.click(await screen.findByRole('tab', { name: 'Search Files' }));
    const box = screen.getByRole('searchbox', { name: 'File name' });
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(requestsTo(api, 'GET', '/api/admin/production/search')).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'board{Enter}');
    const results = await screen.findByRole('list', { name: 'Results for board' });
    expect(within(results).getByText('board-meeting.mp3')).toBeInTheDocument();
    expect(within(results).getByText('Completed')).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'nothing-like-this');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No results found for nothing-like-this')).toBeInTheDocument();
  });

  it('retries a stuck item and reloads the stuck list', async () => {
    let stuck = [stuckFixture()];
    api.route('GET /api/admin/production/stuck', () => ({ body: stuck }));
    api.route('POST /api/admin/transcriptions/t-9/retry', () => {
      stuck = [];
      return {
        body: {
          success: true,
          message: 'Queued again.',
          transcription: {
            id: 't-9',
            fileName: 'stuck-interview.wav',
            status: 'pending',
            progress: 0,
            createdAt: '2026-11-27T09:00:00.000Z',
            fileSize: 1,
            userId: 'u-2',
            userEmail: 'li@example.com',
          },
        },
      };
    });
    const { container } = renderAdmin('/production', api);
    await userEvent.click(await screen.findByRole('tab', { name: 'Stuck Processing' }));
    const table = await screen.findByRole('table', { name: 'Stuck processing' });
    expect(await within(table).findByText('stuck-interview.wav')).toBeInTheDocument();
    expect(within(table).getByText('Its worker stopped reporting progress.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(within(table).getByRole('button', { name: 'Retry stuck-interview.wav' }));
    expect(await within(table).findByText('No stuck processing files detected')).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/admin/transcriptions/t-9/retry')).toHaveLength(1);
    expect(await screen.findByText('Retry started')).toBeInTheDocument();
  });

  it('downloads the report of the chosen window as production-report-{date}.txt', async () => {
    const downloads = captureDownloads();
    try {
      api.route('GET /api/admin/production/report', {
        body: 'Verbatim production report\nTotal: 5\n',
        headers: { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': 'attachment; filename="report.txt"' },
      });
      renderAdmin('/production', api);
      await userEvent.click(await screen.findByRole('tab', { name: 'Generate Report' }));
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Report window' }), '1440');
      await userEvent.click(screen.getByRole('button', { name: 'Download Report' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0]?.fileName).toBe(`production-report-${isoDay(new Date())}.txt`);
      expect(await blobText(downloads.files[0]?.blob as Blob)).toBe('Verbatim production report\nTotal: 5\n');
      expect(requestsTo(api, 'GET', '/api/admin/production/report')[0]?.query.get('minutes')).toBe('1440');
    } finally {
      downloads.stop();
    }
  });
});
