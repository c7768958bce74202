import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { userFixture } from '../testing/user-fixture';
import { MobileNav } from './MobileNav';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'App shell/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: { user: userFixture(), activePath: '/', onSignOut: fn() },
  decorators: [
    (Story) => (
      <div className="h-[36rem] w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
export const OnTranscriptions: Story = { args: { activePath: '/transcriptions' } };
export const EmailOnly: Story = { args: { user: userFixture({ firstName: null, lastName: null, email: 'sam.long-address@example.com' }) } };
/** The phone menu: a button that opens the sidebar as a sheet. */
export const Mobile: Story = {
  render: (args) => <MobileNav {...args} />,
};
