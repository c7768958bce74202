import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, type VerbatimClient } from '@verbatim/core-sdk';
import { NEWSLETTER_SUBSCRIBE_MESSAGE } from '@verbatim/core-sdk/contracts';
import { expect, userEvent, within } from 'storybook/test';
import { VerbatimProvider } from '../VerbatimProvider/VerbatimProvider';
import { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';

interface StoryAnswer {
  /** The status of POST /api/newsletter/subscribe; an error status answers the API's error body with `message`. */
  status?: number;
  message?: string;
  /** Milliseconds before the answer, to see the sending state. */
  delayMs?: number;
}

/** A client whose fetch answers the subscribe call in the browser, without a server (stories only). */
function storyClient({ status = 200, message = NEWSLETTER_SUBSCRIBE_MESSAGE, delayMs = 400 }: StoryAnswer): VerbatimClient {
  return createClient({
    baseUrl: '',
    fetch: async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const body = status < 400 ? { message } : { error: { code: status === 429 ? 'RATE_LIMITED' : 'INTERNAL', message } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
}

type Args = NewsletterSignupProps & { answer: StoryAnswer };

const meta = {
  title: 'Public/NewsletterSignup',
  component: NewsletterSignup,
  tags: ['autodocs'],
  args: { source: 'blog', answer: {} },
  render: ({ answer, ...props }) => (
    <VerbatimProvider client={storyClient(answer)}>
      <div className="max-w-2xl">
        <NewsletterSignup {...props} />
      </div>
    </VerbatimProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for an address. */
export const Idle: Story = {};

/** With the page's own words. */
export const CustomText: Story = {
  args: { heading: 'Get new articles by e-mail', description: 'One e-mail a month with our newest posts. Unsubscribe at any time.' },
};

/** Subscribe without an address: the box says what is missing, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  },
};

/** A slow answer, to see the sending state; then the request to check the inbox. */
export const Sending: Story = {
  args: { answer: { delayMs: 3000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
  },
};

/** Sent: the server mailed a confirmation link (double opt-in). */
export const CheckYourInbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(NEWSLETTER_SUBSCRIBE_MESSAGE);
  },
};

/** The server refused (too many sign-ups): its words, and the address kept for another try. */
export const Refused: Story = {
  args: { answer: { status: 429, message: 'Too many sign-ups from your network. Please wait a while and try again.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com{Enter}');
    await canvas.findByRole('alert');
  },
};
