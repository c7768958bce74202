import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SecretKeysPanel } from './SecretKeysPanel';
import { createdSecretKeyFixture, secretKeyFixtures } from './secret-key-fixture';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Settings/SecretKeysPanel',
  component: SecretKeysPanel,
  tags: ['autodocs'],
  args: {
    keys: secretKeyFixtures,
    onCreate: fn(() => wait(800)),
    onRevoke: fn(() => wait(800)),
    onReload: fn(),
    onCreatedClose: fn(),
    onCopied: fn(),
    timeZone: 'UTC',
    now: () => new Date('2026-11-27T08:00:00.000Z'),
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SecretKeysPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A read-and-write key used a few minutes ago, and a read-and-AI key never used. */
export const WithKeys: Story = {};
export const Empty: Story = { args: { keys: [] } };
export const Loading: Story = { args: { keys: undefined, loading: true } };
export const LoadError: Story = { args: { keys: undefined, error: '503: Service Unavailable' } };
/** The form for a new key, open, with reading transcriptions chosen. */
export const CreateForm: Story = { args: { keys: [], defaultFormOpen: true } };
/** The server refused the key: its message shows by the field. */
export const CreateRefused: Story = {
  args: { defaultFormOpen: true, onCreate: fn(() => Promise.reject(new Error('refused'))), createErrors: { name: 'Give the key a name' } },
};
/** The new key, shown this once. */
export const Created: Story = { args: { created: createdSecretKeyFixture } };
