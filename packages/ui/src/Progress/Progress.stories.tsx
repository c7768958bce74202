import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from './Progress';

const meta = {
  title: 'Feedback/Progress',
  component: Progress,
  tags: ['autodocs'],
  args: { value: 45, 'aria-label': 'Upload progress' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'select', options: ['default', 'warning', 'success', 'destructive'] },
    size: { control: 'select', options: ['sm', 'default'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Processing: Story = { args: { value: 60, tone: 'warning', size: 'sm' } };
export const Complete: Story = { args: { value: 100, tone: 'success' } };
export const Failed: Story = { args: { value: 30, tone: 'destructive' } };
export const Indeterminate: Story = { args: { value: null } };
