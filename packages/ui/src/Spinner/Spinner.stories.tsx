import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullScreenLoading, Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const WithLabel: Story = { args: { label: 'Loading transcriptions' } };

export const Large: Story = { args: { className: 'size-10 text-primary', label: 'Loading' } };

export const FullScreen: StoryObj<typeof FullScreenLoading> = {
  render: () => <FullScreenLoading />,
  parameters: { layout: 'fullscreen' },
};
