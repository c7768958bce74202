import type { Meta, StoryObj } from '@storybook/react-vite';
import { userFixture } from '../testing/user-fixture';
import { UserAvatar } from './UserAvatar';

// A tiny inline picture, so that the story needs no network.
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f59e0b"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Data display/UserAvatar',
  component: UserAvatar,
  tags: ['autodocs'],
  args: { user: userFixture() },
  argTypes: { size: { control: 'select', options: ['sm', 'default', 'lg'] } },
} satisfies Meta<typeof UserAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};
export const EmailInitial: Story = { args: { user: userFixture({ firstName: null, email: 'zed@example.com' }) } };
export const WithPicture: Story = { args: { user: userFixture({ profileImageUrl: picture }), size: 'lg' } };
export const BrokenPicture: Story = { args: { user: userFixture({ profileImageUrl: '/missing.png' }) } };
