import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { KeyIcon } from '../Icons/Icons';
import { Input } from '../Input/Input';
import { KeysPanel, type KeysPanelProps, type ListedKey } from './KeysPanel';

// The frame both key panels share (SecretKeysPanel, PublishableKeysPanel), shown here with the plainest key, form and
// row: a name. Each panel's own stories show its real rows, forms and dialogs.

type NamedKey = ListedKey;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function NameForm({ onSubmit, onCancel }: { onSubmit: (name: string) => Promise<void>; onCancel: () => void }) {
  const [name, setName] = useState('');
  return (
    <form
      className="flex flex-wrap gap-2 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(name);
      }}
    >
      <Input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} className="max-w-xs" />
      <Button type="submit">Create</Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}

const storyKeys: NamedKey[] = [
  { id: 'a', name: 'Production server' },
  { id: 'b', name: 'Staging server' },
];

const meta = {
  title: 'Settings/KeysPanel',
  component: KeysPanel<NamedKey, string>,
  tags: ['autodocs'],
  args: {
    slot: 'keys-panel',
    icon: KeyIcon,
    title: 'Keys',
    description: 'Keys you make and revoke.',
    newKeyLabel: 'New key',
    atLimit: false,
    limitNotice: 'You have the most keys an account may hold. Revoke one to make another.',
    loadErrorTitle: 'Could not load your keys',
    emptyTitle: 'No keys yet',
    emptyDescription: 'Create a key to get started.',
    listLabel: 'Keys',
    keys: storyKeys,
    loading: false,
    error: null,
    onReload: fn(),
    onCreate: fn(() => wait(800)),
    renderForm: (form) => <NameForm {...form} />,
    renderItem: (key, { onRevoke, revoking }) => (
      <li key={key.id} className="flex items-center justify-between gap-3 rounded-lg border p-4">
        <h3 className="font-medium">{key.name}</h3>
        <Button variant="outline" size="sm" aria-label={`Revoke ${key.name}`} loading={revoking} onClick={() => onRevoke(key)}>
          Revoke
        </Button>
      </li>
    ),
    showingCreated: false,
    renderCreated: () => null,
    onRevoke: fn(() => wait(800)),
    revokeDescription: () => 'The key stops working at once. This cannot be undone.',
    defaultFormOpen: false,
    className: undefined,
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<KeysPanelProps<NamedKey, string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithKeys: Story = {};
export const Empty: Story = { args: { keys: [] } };
export const Loading: Story = { args: { keys: undefined, loading: true } };
export const LoadError: Story = { args: { keys: undefined, error: '503: Service Unavailable' } };
export const CreateForm: Story = { args: { keys: [], defaultFormOpen: true } };
/** At the limit: New key is disabled and the notice says why. */
export const AtLimit: Story = { args: { atLimit: true } };
/** A standing notice above the list, as the secret keys' warning. */
export const WithNotice: Story = {
  args: { notice: <p className="rounded-md border border-destructive/50 p-3 text-sm">Keep these keys on your server.</p> },
};
