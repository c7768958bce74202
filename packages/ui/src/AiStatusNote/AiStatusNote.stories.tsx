import type { Meta, StoryObj } from '@storybook/react-vite';
import { AiStatusNote } from './AiStatusNote';

const meta = {
  title: 'AI/AiStatusNote',
  component: AiStatusNote,
  tags: ['autodocs'],
  args: {
    status: { writer: 'local', speechEngine: 'local', model: null, dailyLimit: 20, usedToday: 3 },
    local:
      "Extractive: the transcript's own key sentences, chosen offline on this server; these do not count against your daily AI answers.",
    llm: (model) => `Written by ${model ?? 'the configured AI model'}.`,
  },
} satisfies Meta<typeof AiStatusNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Local: Story = {};
export const Model: Story = {
  args: { status: { writer: 'llm', speechEngine: 'local', model: 'llama3.1:8b', dailyLimit: 200, usedToday: 12 } },
};
export const NoLimit: Story = {
  args: { status: { writer: 'llm', speechEngine: 'local', model: 'gpt-4o-mini', dailyLimit: null, usedToday: 12 } },
};
export const LimitReached: Story = {
  args: { status: { writer: 'local', speechEngine: 'local', model: null, dailyLimit: 20, usedToday: 20 } },
};
