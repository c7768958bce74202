import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileIcon } from './FileIcon';

const meta = {
  title: 'Transcriptions/FileIcon',
  component: FileIcon,
  tags: ['autodocs'],
  args: { fileName: 'interview.mp3', className: 'size-6' },
} satisfies Meta<typeof FileIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Audio: Story = {};
export const Video: Story = { args: { fileName: 'screen-recording.webm' } };
export const AllKinds: Story = {
  render: () => (
    <ul className="grid gap-2 text-sm">
      {['a.mp3', 'b.wav', 'c.m4a', 'd.flac', 'e.mp4', 'f.webm', 'g.ogg', 'h'].map((name) => (
        <li key={name} className="flex items-center gap-2">
          <FileIcon fileName={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
