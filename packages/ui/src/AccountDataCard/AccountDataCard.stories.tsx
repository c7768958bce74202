import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, type VerbatimClient } from '@verbatim/core-sdk';
import type { AccountDeletionConfirmation, AccountDeletionLosses, AccountExport } from '@verbatim/core-sdk/contracts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toaster } from '../Toast/Toaster';
import { VerbatimProvider } from '../VerbatimProvider/VerbatimProvider';
import { AccountDataCard, type AccountDataCardProps } from './AccountDataCard';
import { accountExportFixture } from './account-export-fixture';

interface StoryApi {
  /** What GET /api/account/exports lists, newest first. */
  exports: AccountExport[];
  confirmWith?: AccountDeletionConfirmation;
  /** The password the story's account has. */
  password?: string;
  /** What the deletion dialog says is lost. */
  losses?: AccountDeletionLosses;
}

/** A Pro subscriber with credits, work, a key and links out in the world. */
const PRO_LOSSES: AccountDeletionLosses = {
  credits: 1412,
  plan: { plan: 'pro', name: 'Pro', status: 'active', endsAt: '2026-12-20T10:00:00.000Z' },
  transcriptions: 12,
  publishableKeys: 1,
  sharedLinks: 2,
  secretKeys: 1,
  webhookEndpoints: 1,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client whose fetch plays the account-data endpoints in the browser, without a server (stories only). */
function storyClient({ exports, confirmWith = 'password', password = 'correct horse', losses = PRO_LOSSES }: StoryApi): VerbatimClient {
  let listed = exports;
  return createClient({
    baseUrl: '',
    fetch: async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const request = new Request(input, init);
      const path = new URL(request.url, 'http://story').pathname;
      if (path === '/api/account/exports' && request.method === 'GET') return json(200, { items: listed });
      if (path === '/api/account/exports' && request.method === 'POST') {
        const started = accountExportFixture({
          status: 'preparing',
          readyAt: null,
          expiresAt: null,
          sizeBytes: null,
          transcriptCount: null,
        });
        listed = [started, ...listed];
        return json(202, { export: started, started: true });
      }
      if (path === '/api/account/deletion' && request.method === 'GET') return json(200, { confirmWith, graceDays: 15, losses });
      if (path === '/api/account/deletion') {
        const body = (await request.json()) as { password?: string };
        if (confirmWith === 'password' && body.password !== password) {
          return json(403, { error: { code: 'INVALID_CREDENTIALS', message: 'That password is not right.' } });
        }
        return json(202, {
          success: true,
          message: 'Your account will be deleted on December 15, 2026. We have e-mailed you a link that cancels the deletion until then.',
          deleteAt: '2026-12-15T10:00:00.000Z',
        });
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
    },
  });
}

type Args = AccountDataCardProps & { api: StoryApi };

const meta = {
  title: 'Settings/AccountDataCard',
  component: AccountDataCard,
  tags: ['autodocs'],
  args: { api: { exports: [] }, timeZone: 'UTC', onAccountDeleted: fn() },
  render: ({ api, ...props }) => (
    <VerbatimProvider client={storyClient(api)}>
      <div className="max-w-2xl">
        <AccountDataCard {...props} />
      </div>
      <Toaster />
    </VerbatimProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No export yet: one button. */
export const NoExportYet: Story = {};

/** The ZIP is being made: a progress line instead of the button. */
export const Preparing: Story = {
  args: {
    api: {
      exports: [accountExportFixture({ status: 'preparing', readyAt: null, expiresAt: null, sizeBytes: null, transcriptCount: null })],
    },
  },
};

/** Ready: Download, with the file's size and until when it is kept. */
export const Ready: Story = { args: { api: { exports: [accountExportFixture()] } } };

/** The last one failed: why, and the button again. */
export const Failed: Story = {
  args: {
    api: { exports: [accountExportFixture({ status: 'failed', errorMessage: 'We could not make your export. Please try again.' })] },
  },
};

/** The last one expired after 7 days. */
export const Expired: Story = { args: { api: { exports: [accountExportFixture({ status: 'expired' })] } } };

/** Export all my data: the request, the toast, then the progress line. */
export const StartExport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export all my data' }));
    await expect(await canvas.findByText(/Preparing your export/)).toBeInTheDocument();
  },
};

/** Delete account: the dialog says what is lost, then a wrong password, then the right one ("correct horse"). */
export const DeleteAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await expect(await page.findByText('You will lose:')).toBeInTheDocument();
    const password = await page.findByLabelText('Password');
    await userEvent.type(password, 'wrong{Enter}');
    await expect(await page.findByText('That password is not right.')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'correct horse{Enter}');
    await expect(await page.findByText('Account Deletion Scheduled')).toBeInTheDocument();
    await expect(args.onAccountDeleted).toHaveBeenCalled();
  },
};

/** An account that signs in with Google confirms with its e-mail address. */
export const GoogleAccount: Story = {
  args: { api: { exports: [], confirmWith: 'email' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
    await expect(await within(canvasElement.ownerDocument.body).findByLabelText('Type your e-mail address to confirm')).toBeInTheDocument();
  },
};
