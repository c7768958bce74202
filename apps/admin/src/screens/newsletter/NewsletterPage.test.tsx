import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterIssue } from '@verbatim/core-sdk/contracts';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminRoutes, newsletterIssueFixture } from '../../test-support/admin-fixtures';
import { renderAdmin, requestsTo } from '../../test-support/render-admin';

let api: FakeApi;
let issues: NewsletterIssue[];

const SUBJECT = 'November at Verbatim';
const BODY = '# What is new\n\nTranscripts now **edit in place**.';

beforeEach(async () => {
  issues = [newsletterIssueFixture()];
  api = await startFakeApi({
    ...adminRoutes(),
    'GET /api/admin/newsletter/issues': () => ({ body: { confirmedSubscribers: 120, issues } }),
    'POST /api/admin/newsletter/preview': ({ body }) => {
      const { subject } = body as { subject: string };
      return {
        body: {
          subject,
          html: '<h1>What is new</h1><p>Transcripts now <strong>edit in place</strong>.</p><hr><p>Unsubscribe</p>',
          text: `${BODY}\n\n--\nUnsubscribe: https://verbatim.test/newsletter/unsubscribe?token=preview`,
        },
      };
    },
    'POST /api/admin/newsletter/issues': ({ body }) => {
      const { subject } = body as { subject: string };
      const queued = newsletterIssueFixture({
        id: 'n-2',
        subject,
        status: 'queued',
        recipientCount: 120,
        sentCount: 0,
        createdAt: new Date().toISOString(),
        startedAt: null,
        finishedAt: null,
      });
      issues = [queued, ...issues];
      return { status: 202, body: { message: `Sending “${subject}” to 120 subscribers.`, issue: queued } };
    },
  });
});

afterEach(async () => {
  await api.close();
});

async function write(subject: string, body: string) {
  const form = await screen.findByRole('form', { name: 'New issue' });
  await userEvent.type(within(form).getByLabelText('Subject'), subject);
  // Markdown's brackets are userEvent's key syntax; paste types them as they are.
  await userEvent.click(within(form).getByLabelText('Body (Markdown)'));
  await userEvent.paste(body);
  return form;
}

describe('Newsletter', () => {
  it('shows the subscribers and the issues, and previews the issue as the server renders it', async () => {
    const { container } = renderAdmin('/newsletter', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(await screen.findByText('120')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Newsletter issues' });
    const row = within(table).getByText('October at Verbatim').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Sent');
    expect(row).toHaveTextContent('117 / 118');
    expect(row).toHaveTextContent('root@example.com');

    const form = await write(SUBJECT, BODY);
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(requestsTo(api, 'POST', '/api/admin/newsletter/preview').map((request) => request.body)).toEqual([
      { subject: SUBJECT, body: BODY },
    ]);
    expect(within(preview).getByText(SUBJECT)).toBeInTheDocument();
    const frame = within(preview).getByTitle('E-mail preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<strong>edit in place</strong>');
    await userEvent.click(within(preview).getByRole('tab', { name: 'Plain text' }));
    expect(within(preview).getByRole('tabpanel')).toHaveTextContent(
      'Unsubscribe: https://verbatim.test/newsletter/unsubscribe?token=preview',
    );
    expect(within(preview).queryByRole('status')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    // Nothing was sent by previewing; an edit marks the preview as out of date.
    expect(requestsTo(api, 'POST', '/api/admin/newsletter/issues')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Subject'), '!');
    expect(within(preview).getByRole('status')).toHaveTextContent('The issue has changed since this preview');
  });

  it('says what is missing before asking the server, at the field it is about', async () => {
    renderAdmin('/newsletter', api);
    const form = await screen.findByRole('form', { name: 'New issue' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send…' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Send…' }));
    expect(within(form).getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(within(form).getByLabelText('Body (Markdown)')).toHaveAccessibleDescription('Body is required');
    expect(within(form).getByLabelText('Subject')).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Subject'), SUBJECT);
    expect(within(form).getByLabelText('Subject')).not.toHaveAccessibleDescription('Subject is required');
  });

  it('asks before sending, naming the subscribers; sends once confirmed and follows the issue until it is sent', async () => {
    renderAdmin('/newsletter', api);
    const form = await write(SUBJECT, BODY);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send…' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Send…' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Send this issue to 120 subscribers?' });
    expect(dialog).toHaveTextContent(`“${SUBJECT}” will be e-mailed now to every confirmed subscriber (120 subscribers)`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/admin/newsletter/issues')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Send…' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 120 subscribers' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(api, 'POST', '/api/admin/newsletter/issues').map((request) => request.body)).toEqual([
      { subject: SUBJECT, body: BODY },
    ]);
    expect(await screen.findByText(`Sending “${SUBJECT}” to 120 subscribers.`)).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveValue('');
    expect(within(form).getByLabelText('Body (Markdown)')).toHaveValue('');

    const table = screen.getByRole('table', { name: 'Newsletter issues' });
    const row = () => within(table).getByText(SUBJECT).closest('tr') as HTMLElement;
    await waitFor(() => expect(row()).toHaveTextContent('Queued'));
    expect(row()).toHaveTextContent('0 / 120');
    // While it is on its way the list is asked for again, until it is sent.
    issues = [
      { ...(issues[0] as NewsletterIssue), status: 'sent', sentCount: 120, finishedAt: new Date().toISOString() },
      ...issues.slice(1),
    ];
    await waitFor(() => expect(row()).toHaveTextContent('Sent'), { timeout: 5000 });
    expect(row()).toHaveTextContent('120 / 120');
  }, 15_000);

  it('sends from the keyboard: Enter asks, Escape cancels', async () => {
    renderAdmin('/newsletter', api);
    const form = await write(SUBJECT, BODY);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send…' })).toBeEnabled());
    within(form).getByLabelText('Subject').focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this issue to 120 subscribers?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(api, 'POST', '/api/admin/newsletter/issues')).toHaveLength(0);
  });

  it("shows the server's refusal at the field, and other failures in the dialog", async () => {
    api.route(
      'POST /api/admin/newsletter/issues',
      apiError(400, 'VALIDATION_FAILED', 'Invalid input', {
        fields: [{ field: 'subject', message: 'Must not contain control characters' }],
      }),
    );
    renderAdmin('/newsletter', api);
    const form = await write(SUBJECT, BODY);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send…' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Send…' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send to 120 subscribers' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(form).getByLabelText('Subject')).toHaveAccessibleDescription('Must not contain control characters');

    api.route('POST /api/admin/newsletter/issues', apiError(500, 'INTERNAL', 'Something went wrong on our side.'));
    await userEvent.type(within(form).getByLabelText('Subject'), ' again');
    await userEvent.click(within(form).getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 120 subscribers' }));
    expect(await within(dialog).findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveValue(`${SUBJECT} again`);
  });

  it('resumes an issue whose sending failed from its row, follows it until it is sent, and says when it cannot', async () => {
    const failed = newsletterIssueFixture({
      id: 'n-3',
      subject: 'September at Verbatim',
      status: 'failed',
      recipientCount: 120,
      sentCount: 40,
      finishedAt: new Date().toISOString(),
    });
    const resumedElsewhere = newsletterIssueFixture({ id: 'n-4', subject: 'August at Verbatim', status: 'failed' });
    issues = [failed, ...issues, resumedElsewhere];
    api.route('POST /api/admin/newsletter/issues/n-3/resume', () => {
      issues = [{ ...failed, status: 'sending', finishedAt: null }, ...issues.slice(1)];
      return {
        status: 202,
        body: { message: 'Resuming “September at Verbatim”: 80 of 120 subscribers still to mail.', issue: issues[0] },
      };
    });
    api.route(
      'POST /api/admin/newsletter/issues/n-4/resume',
      apiError(409, 'CONFLICT', 'Only an issue whose sending failed can be resumed.'),
    );
    const { container } = renderAdmin('/newsletter', api);
    const table = await screen.findByRole('table', { name: 'Newsletter issues' });
    const row = (subject: string) => within(table).getByText(subject).closest('tr') as HTMLElement;
    await waitFor(() => expect(row('September at Verbatim')).toHaveTextContent('Failed'));
    // Only a failed issue can be resumed.
    expect(within(row('October at Verbatim')).queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    // Refused by the server (another admin resumed it meanwhile): its words, in a toast.
    await userEvent.click(within(table).getByRole('button', { name: 'Resume sending “August at Verbatim”' }));
    expect(await screen.findByText('Sending could not be resumed')).toBeInTheDocument();
    expect(screen.getByText('Only an issue whose sending failed can be resumed.')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Resume sending “September at Verbatim”' }));
    expect(await screen.findByText('Resuming “September at Verbatim”: 80 of 120 subscribers still to mail.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/admin/newsletter/issues/n-3/resume')).toHaveLength(1);
    await waitFor(() => expect(row('September at Verbatim')).toHaveTextContent('Sending'));
    expect(within(row('September at Verbatim')).queryByRole('button')).not.toBeInTheDocument();
    // While it is on its way the list is asked for again, until it is sent.
    issues = [
      { ...(issues[0] as NewsletterIssue), status: 'sent', sentCount: 120, finishedAt: new Date().toISOString() },
      ...issues.slice(1),
    ];
    await waitFor(() => expect(row('September at Verbatim')).toHaveTextContent('Sent'), { timeout: 5000 });
    expect(row('September at Verbatim')).toHaveTextContent('120 / 120');
  }, 20_000);

  it('has an empty state, and nothing to send to before anyone confirms', async () => {
    api.route('GET /api/admin/newsletter/issues', { body: { confirmedSubscribers: 0, issues: [] } });
    const { container } = renderAdmin('/newsletter', api);
    expect(await screen.findByText('No issues sent yet. The first one you send shows here.')).toBeInTheDocument();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.getByText('Nobody has confirmed a subscription yet, so there is nobody to send to.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send…' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('says when the issues cannot be loaded, and tries again', async () => {
    api.route('GET /api/admin/newsletter/issues', apiError(500, 'INTERNAL', 'The database is down.'));
    renderAdmin('/newsletter', api);
    expect(await screen.findByText('Could not load newsletter issues')).toBeInTheDocument();
    api.route('GET /api/admin/newsletter/issues', { body: { confirmedSubscribers: 3, issues: [] } });
    await userEvent.click(screen.getAllByRole('button', { name: /try again|retry/i })[0] as HTMLElement);
    expect(await screen.findByText('3')).toBeInTheDocument();
  });
});
