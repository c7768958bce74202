import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UploadItem } from '@verbatim/core-sdk';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Alert, AlertDescription, AlertTitle } from '../Alert/Alert';
import { UploadPanel } from './UploadPanel';

const items: UploadItem[] = [
  {
    id: 'u1',
    name: 'board-meeting-2025-03.mp4',
    size: 157_286_400,
    progress: 42,
    status: 'uploading',
    failure: null,
    transcriptionId: null,
  },
  { id: 'u2', name: 'interview.mp3', size: 8_388_608, progress: 65, status: 'processing', failure: null, transcriptionId: 'tr-9' },
  { id: 'u3', name: 'voice-note.m4a', size: 912_384, progress: 100, status: 'completed', failure: null, transcriptionId: 'tr-8' },
  {
    id: 'u4',
    name: 'lecture.webm',
    size: 48_234_496,
    progress: 12,
    status: 'error',
    failure: { reason: 'subscription-required', stage: 'upload' },
    transcriptionId: null,
  },
];

const meta = {
  title: 'Dashboard/UploadPanel',
  component: UploadPanel,
  tags: ['autodocs'],
  args: { items: [], onFiles: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** One file in each status: uploading, processing, completed, error. */
export const EachStatus: Story = { args: { items } };
export const LargeFileNotice: Story = {
  args: {
    items: items.slice(0, 1),
    notice: (
      <Alert variant="info">
        <AlertTitle>Large File Detected</AlertTitle>
        <AlertDescription>
          board-meeting-2025-03.mp4 is over 100 MB. Processing may take longer and will use advanced chunking.
        </AlertDescription>
      </Alert>
    ),
  },
};
export const Disabled: Story = { args: { disabled: true } };

/** Choose or drop files: they join the list and fake an upload, so that the states can be watched. */
export const Interactive: Story = {
  render: (args) => {
    const [list, setList] = useState<UploadItem[]>([]);
    return (
      <UploadPanel
        {...args}
        items={list}
        onRemove={(id) => setList((current) => current.filter((item) => item.id !== id))}
        onFiles={(files) => {
          const added = files.map((file, index) => ({
            id: `${Date.now()}-${index}`,
            name: file.name,
            size: file.size,
            progress: 0,
            status: 'uploading' as const,
            failure: null,
            transcriptionId: null,
          }));
          setList((current) => [...current, ...added]);
          const timer = setInterval(() => {
            setList((current) =>
              current.map((item) => {
                if (!added.some((a) => a.id === item.id) || item.status === 'completed') return item;
                const progress = item.progress + 10;
                if (progress < 100) return { ...item, progress };
                return item.status === 'uploading'
                  ? { ...item, status: 'processing', progress: 0 }
                  : { ...item, status: 'completed', progress: 100 };
              }),
            );
          }, 300);
          setTimeout(() => clearInterval(timer), 7000);
        }}
      />
    );
  },
};
