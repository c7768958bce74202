import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WebhooksPanel } from './WebhooksPanel';
import { createdWebhookEndpointFixture, webhookDeliveriesFixture, webhookEndpointFixture } from './webhook-fixture';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const endpoint = webhookEndpointFixture();

const meta = {
  title: 'Settings/WebhooksPanel',
  component: WebhooksPanel,
  tags: ['autodocs'],
  args: {
    endpoints: [endpoint],
    deliveries: { [endpoint.id]: webhookDeliveriesFixture() },
    onCreate: fn(() => wait(800)),
    onSendTest: fn(),
    onRedeliver: fn(),
    onToggle: fn(),
    onRotateSecret: fn(),
    onDelete: fn(() => wait(800)),
    onReload: fn(),
    onCreatedClose: fn(),
    onCopied: fn(),
    timeZone: 'UTC',
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WebhooksPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One endpoint with a delivered event, a test being retried and an event that failed for good. */
export const WithDeliveries: Story = {};
export const Empty: Story = { args: { endpoints: [], deliveries: {} } };
export const Loading: Story = { args: { endpoints: undefined, deliveries: {} } };
export const LoadError: Story = { args: { endpoints: undefined, deliveries: {}, error: '503: Service Unavailable' } };
/** The form for a new endpoint, open. */
export const AddForm: Story = { args: { endpoints: [], deliveries: {}, defaultFormOpen: true } };
/** The server refused the URL: its message shows by the field. */
export const AddRefused: Story = {
  args: { endpoints: [], deliveries: {}, defaultFormOpen: true, createUrlError: 'The URL must use https.' },
};
/** A new endpoint's signing secret, shown this once. */
export const Created: Story = { args: { created: createdWebhookEndpointFixture() } };
/** Turned off by the server after failing for days. */
export const TurnedOff: Story = {
  args: {
    endpoints: [webhookEndpointFixture({ enabled: false, disabledReason: 'Turned off after failing every delivery for 5 days.' })],
  },
};
export const NoDeliveriesYet: Story = { args: { deliveries: { [endpoint.id]: [] } } };
