import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogCategoryFilter } from './BlogCategoryFilter';

const meta = {
  title: 'Blog/BlogCategoryFilter',
  component: BlogCategoryFilter,
  tags: ['autodocs'],
  args: {
    categories: ['AI Technology', 'Productivity', 'Marketing', 'Best Practices', 'Features'],
    selected: null,
    hrefFor: (category: string | null) => (category ? `/blog?category=${encodeURIComponent(category)}` : '/blog'),
  },
} satisfies Meta<typeof BlogCategoryFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const OneChosen: Story = { args: { selected: 'Productivity' } };
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
};
