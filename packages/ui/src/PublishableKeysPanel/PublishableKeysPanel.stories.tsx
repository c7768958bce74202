import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CreatedPublishableKey, CreatePublishableKeyRequest } from '@verbatim/core-sdk/contracts';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PublishableKeysPanel, type PublishableKeysPanelProps } from './PublishableKeysPanel';
import { createdPublishableKeyFixture, publishableKeyFixture, publishableKeyListFixture } from './publishable-key-fixture';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const API_ORIGIN = 'https://app.verbatim.example';

const meta = {
  title: 'Settings/PublishableKeysPanel',
  component: PublishableKeysPanel,
  tags: ['autodocs'],
  args: {
    keys: publishableKeyListFixture(),
    apiOrigin: API_ORIGIN,
    onCreate: fn(() => wait(800)),
    onRevoke: fn(() => wait(800)),
    onReload: fn(),
    onCreatedClose: fn(),
    onCopied: fn(),
    timeZone: 'UTC',
    now: () => new Date('2025-03-07T16:00:00.000Z'),
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PublishableKeysPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active key with limits, a recorder-only key on the plan's limits that returns text, and a revoked key. */
export const WithKeys: Story = {};
export const Empty: Story = { args: { keys: [] } };
export const Loading: Story = { args: { keys: undefined, loading: true } };
export const LoadError: Story = { args: { keys: undefined, error: '503: Service Unavailable' } };
/** The form for a new key, open. */
export const CreateForm: Story = { args: { keys: [], defaultFormOpen: true } };
/** The server refused an origin: its message shows by the field. */
export const CreateRefused: Story = {
  args: {
    defaultFormOpen: true,
    onCreate: fn(() => Promise.reject(new Error('refused'))),
    createErrors: { origins: 'example.com is not an origin like https://example.com (scheme, host and port only)' },
  },
};
export const Creating: Story = { args: { keys: [], defaultFormOpen: true, creating: true } };
/** The new key, shown this once, with a snippet for each widget it allows. */
export const Created: Story = { args: { created: createdPublishableKeyFixture() } };
export const CreatedUploaderOnly: Story = { args: { created: createdPublishableKeyFixture({ widgets: ['uploader'] }) } };
/** The most keys an account may hold: New key is disabled. */
export const AtTheLimit: Story = {
  args: {
    keys: Array.from({ length: 20 }, (_, index) =>
      publishableKeyFixture({ id: `Key${String(index).padStart(13, '0')}`, name: `Site ${index + 1}` }),
    ),
  },
};
/** Rows and the form stack on a phone. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const PhoneForm: Story = { args: { defaultFormOpen: true }, globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const PhoneCreated: Story = {
  args: { created: createdPublishableKeyFixture() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The whole flow against a pretend server: make a key, see it once, revoke it. */
export const Interactive: Story = {
  args: { keys: [] },
  render: function Render(args: PublishableKeysPanelProps) {
    const [keys, setKeys] = useState(args.keys ?? []);
    const [created, setCreated] = useState<CreatedPublishableKey | null>(null);
    const onCreate = async (request: CreatePublishableKeyRequest) => {
      await wait(600);
      const made = createdPublishableKeyFixture({
        id: Math.random().toString(36).slice(2, 10).padEnd(16, 'x'),
        name: request.name,
        origins: request.origins,
        widgets: request.widgets ?? ['uploader', 'recorder'],
        minutesPerDay: request.minutesPerDay ?? null,
        maxFileBytes: request.maxFileBytes ?? null,
        returnText: request.returnText ?? false,
        createdAt: new Date().toISOString(),
      });
      setKeys((current) => [made.key, ...current]);
      setCreated(made);
    };
    const onRevoke = async (key: { id: string }) => {
      await wait(600);
      setKeys((current) =>
        current.map((item) => (item.id === key.id ? { ...item, active: false, revokedAt: new Date().toISOString() } : item)),
      );
    };
    return (
      <PublishableKeysPanel
        {...args}
        now={() => new Date()}
        keys={keys}
        created={created}
        onCreatedClose={() => setCreated(null)}
        onCreate={onCreate}
        onRevoke={onRevoke}
      />
    );
  },
};
