import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SearchResult } from '@verbatim/core-sdk/contracts';
import { fn } from 'storybook/test';
import { SearchResults } from './SearchResults';

const results: SearchResult[] = [
  {
    transcriptionId: 'tr-1',
    fileName: 'Quarterly budget review.mp3',
    createdAt: '2026-03-02T09:30:00.000Z',
    matches: [
      { start: 12.5, end: 18, text: 'The budget for the spring campaign arrives on Friday.', highlights: [{ from: 4, to: 10 }] },
      { start: 341, end: 349.5, text: 'We kept the budgets of both teams as they were.', highlights: [{ from: 12, to: 19 }] },
    ],
  },
  {
    transcriptionId: 'tr-2',
    fileName: 'Budget interview.m4a',
    createdAt: '2026-02-14T16:05:00.000Z',
    matches: [],
  },
];

const meta = {
  title: 'Data/SearchResults',
  component: SearchResults,
  tags: ['autodocs'],
  args: { query: 'budget', results, onOpen: fn(), onLoadMore: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MoreToLoad: Story = { args: { hasMore: true } };
export const Loading: Story = { args: { results: undefined, loading: true } };
export const Empty: Story = { args: { query: 'zebra', results: [] } };
export const Failed: Story = { args: { results: undefined, error: 'The search could not be made. Please try again.', onRetry: fn() } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
