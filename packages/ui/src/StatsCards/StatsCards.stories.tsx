import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatsCards } from './StatsCards';

const meta = {
  title: 'Dashboard/StatsCards',
  component: StatsCards,
  tags: ['autodocs'],
  args: { stats: { totalTranscriptions: 42, hoursTranscribed: 12.75, creditsUsed: 768 }, onReload: fn() },
} satisfies Meta<typeof StatsCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFigures: Story = {};
export const NewUser: Story = { args: { stats: { totalTranscriptions: 0, hoursTranscribed: 0, creditsUsed: 0 } } };
export const Loading: Story = { args: { stats: undefined, loading: true } };
export const LoadError: Story = { args: { stats: undefined, error: '500: Internal Server Error' } };
