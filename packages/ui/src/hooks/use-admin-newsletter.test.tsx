import { act, renderHook, waitFor } from '@testing-library/react';
import type { NewsletterIssue } from '@verbatim/core-sdk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import {
  NEWSLETTER_ISSUES_POLL_MS,
  useNewsletterIssues,
  usePreviewNewsletterIssue,
  useResumeNewsletterIssue,
  useSendNewsletterIssue,
} from './use-admin-newsletter';

const issue = (overrides: Partial<NewsletterIssue> = {}): NewsletterIssue => ({
  id: 'i-1',
  subject: 'November news',
  status: 'queued',
  recipientCount: 3,
  sentCount: 0,
  sentBy: 'chief@example.com',
  createdAt: '2026-11-27T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...overrides,
});

let api: FakeApi;
let issues: NewsletterIssue[];

beforeEach(async () => {
  issues = [];
  api = await startFakeApi({
    'GET /api/admin/newsletter/issues': () => ({ body: { confirmedSubscribers: 3, issues } }),
    'POST /api/admin/newsletter/issues': () => {
      issues = [issue()];
      return { status: 202, body: { message: 'Sending “November news” to 3 subscribers.', issue: issues[0] } };
    },
    'POST /api/admin/newsletter/issues/i-1/resume': () => {
      issues = [issue({ status: 'sending', sentCount: 1, startedAt: '2026-11-27T09:00:01.000Z' })];
      return { status: 202, body: { message: 'Resuming “November news”: 2 of 3 subscribers still to mail.', issue: issues[0] } };
    },
    'POST /api/admin/newsletter/preview': ({ body }) => ({
      body: { subject: (body as { subject: string }).subject, html: '<p>Hi</p>', text: 'Hi' },
    }),
  });
});

afterEach(async () => {
  await api.close();
});

const listRequests = () => api.requests.filter((request) => request.method === 'GET' && request.path === '/api/admin/newsletter/issues');

describe('admin newsletter hooks', () => {
  it('shows a sent issue at once, polls while it is on its way, and stops once it is sent', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ list: useNewsletterIssues(), send: useSendNewsletterIssue() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.list.data?.issues).toEqual([]));
    await act(async () => {
      await view.result.current.send.mutateAsync({ subject: 'November news', body: 'Hi', idempotencyKey: 'issue-1' });
    });
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ subject: 'November news', body: 'Hi' });
    expect(view.result.current.list.data?.issues.map((item) => item.status)).toEqual(['queued']);

    const before = listRequests().length;
    issues = [issue({ status: 'sent', sentCount: 3, startedAt: '2026-11-27T09:00:01.000Z', finishedAt: '2026-11-27T09:00:02.000Z' })];
    await waitFor(() => expect(view.result.current.list.data?.issues.map((item) => item.status)).toEqual(['sent']), {
      timeout: NEWSLETTER_ISSUES_POLL_MS + 2000,
    });
    expect(listRequests().length).toBeGreaterThan(before);
    const settled = listRequests().length;
    await new Promise((resolve) => setTimeout(resolve, NEWSLETTER_ISSUES_POLL_MS + 500));
    expect(listRequests()).toHaveLength(settled);
  }, 15_000);

  it('resumes a failed issue: shows it sending at once, and polls until it is sent', async () => {
    issues = [issue({ status: 'failed', sentCount: 1, startedAt: '2026-11-27T09:00:01.000Z', finishedAt: '2026-11-27T09:05:00.000Z' })];
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ list: useNewsletterIssues(), resume: useResumeNewsletterIssue() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.list.data?.issues.map((item) => item.status)).toEqual(['failed']));
    await act(async () => {
      await view.result.current.resume.mutateAsync('i-1');
    });
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/admin/newsletter/issues/i-1/resume',
    ]);
    expect(view.result.current.list.data?.issues).toMatchObject([{ status: 'sending', finishedAt: null }]);

    issues = [issue({ status: 'sent', sentCount: 3, startedAt: '2026-11-27T09:00:01.000Z', finishedAt: '2026-11-27T09:10:00.000Z' })];
    await waitFor(() => expect(view.result.current.list.data?.issues.map((item) => item.status)).toEqual(['sent']), {
      timeout: NEWSLETTER_ISSUES_POLL_MS + 2000,
    });
  }, 15_000);

  it('previews an issue without sending it', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => usePreviewNewsletterIssue(), { wrapper: harness.wrapper });
    await act(async () => {
      await view.result.current.mutateAsync({ subject: 'Draft', body: 'Hi' });
    });
    await waitFor(() => expect(view.result.current.data).toEqual({ subject: 'Draft', html: '<p>Hi</p>', text: 'Hi' }));
    expect(issues).toEqual([]);
  });
});
