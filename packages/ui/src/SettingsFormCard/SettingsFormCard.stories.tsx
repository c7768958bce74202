import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CardContent } from '../Card/Card';
import { ShieldIcon } from '../Icons/Icons';
import { SettingsCard } from './SettingsCard';
import { ExampleSettingsForm } from './settings-form-example';

// The form card is shown through a small example form, as the settings page's forms use it: the Save button follows
// what is typed, which a story of the card alone could not show.
const meta = {
  title: 'Settings/SettingsFormCard',
  component: ExampleSettingsForm,
  tags: ['autodocs'],
  args: { saved: { senderName: 'Ada Lovelace', weeklyDigest: true }, onSave: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExampleSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Saving: Story = { args: { saving: true } };
export const Loading: Story = { args: { saved: undefined } };
export const LoadFailed: Story = { args: { saved: undefined, loadError: 'Verbatim is not answering.', onReload: fn() } };
export const SignedOut: Story = { args: { saved: undefined, signedOut: true } };
/** The frame alone, for a card whose body is not one form (the web app's Data & Privacy). */
export const Frame: Story = {
  render: () => (
    <SettingsCard icon={ShieldIcon} title="Data & Privacy" description="Your password, where you are signed in, and your data.">
      <CardContent className="text-sm">The card's own content.</CardContent>
    </SettingsCard>
  ),
};
