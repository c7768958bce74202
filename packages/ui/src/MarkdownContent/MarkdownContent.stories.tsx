import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownContent } from './MarkdownContent';

const article = `Good notes start with a good recording.

## Before the meeting

1. Pick a quiet room.
2. Put the microphone **close** to whoever speaks most.
3. Say the date and who is present.

> The transcript is only as clear as the audio.

## After the meeting

- Open the transcript and [download it](/transcriptions) as DOCX.
- Share a read-only link, or \`SRT\` captions for the video.

| Format | Best for |
| --- | --- |
| TXT | Quick notes |
| SRT | Video captions |
`;

const meta = {
  title: 'Blog/MarkdownContent',
  component: MarkdownContent,
  tags: ['autodocs'],
  args: { children: article },
  decorators: [
    (Story) => (
      <div className="max-w-prose">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarkdownContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};
export const RawHtmlIsDropped: Story = {
  args: { children: 'Before.\n\n<script>alert(1)</script>\n\n<b onclick="alert(1)">Bold by HTML</b> stays plain.\n\nAfter.' },
};
