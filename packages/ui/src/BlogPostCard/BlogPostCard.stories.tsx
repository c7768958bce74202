import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlogPostSummary } from '@verbatim/core-sdk';
import { BlogPostCard, BlogPostCardSkeleton } from './BlogPostCard';

const post: BlogPostSummary = {
  id: 'meeting-notes-that-write-themselves',
  title: 'Meeting notes that write themselves',
  excerpt: 'Record the call, transcribe it, and turn the transcript into notes your team will actually read, in minutes.',
  author: 'Ada Park',
  publishDate: '2026-11-20',
  readTime: 5,
  category: 'Productivity',
  tags: ['meetings', 'notes'],
  featured: false,
};

const meta = {
  title: 'Blog/BlogPostCard',
  component: BlogPostCard,
  tags: ['autodocs'],
  args: { post, href: `/blog/${post.id}` },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogPostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FeaturedPost: Story = { args: { post: { ...post, featured: true }, featured: true } };
export const LongTitle: Story = {
  args: { post: { ...post, title: 'How to record a two-hour webinar in the browser and publish captions the same afternoon' } },
};
export const Loading: Story = { render: () => <BlogPostCardSkeleton /> };
