import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { fn } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Delete Transcription',
    description: 'Are you sure you want to delete "meeting.mp3"? This action cannot be undone.',
    tone: 'destructive',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting...',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Pending: Story = { args: { pending: true } };
export const Neutral: Story = {
  args: {
    tone: 'default',
    title: 'Leave the workspace?',
    description: 'You can be invited back at any time.',
    confirmLabel: 'Leave',
    pendingLabel: 'Leaving...',
  },
};

/** A confirmation that needs a word typed first: the confirm button waits for it, and the field has focus. */
function TypedConfirmation(props: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <ConfirmDialog {...props} canConfirm={typed === 'DELETE'} initialFocusRef={fieldRef}>
      <FormField
        ref={fieldRef}
        label="Type DELETE to confirm"
        name="confirm"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </ConfirmDialog>
  );
}

export const WithField: Story = { render: (args) => <TypedConfirmation {...args} /> };
export const WithFieldError: Story = {
  render: (args) => (
    <ConfirmDialog {...args} title="Delete your account?" description="You will be signed out now." confirmLabel="Delete account">
      <FormField label="Password" name="password" type="password" defaultValue="wrong" error="That password is not right." />
    </ConfirmDialog>
  ),
};
