import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { DownloadIcon } from '../Icons/Icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Download',
    children: (
      <Button variant="ghost" size="icon" aria-label="Download">
        <DownloadIcon />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="p-10">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or tab to the button. */
export const OnHover: Story = {};
export const Open: Story = { args: { open: true } };
export const Bottom: Story = { args: { open: true, side: 'bottom', content: 'Available once the transcription is completed' } };
