import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'completed' },
  argTypes: { variant: { control: 'select', options: ['default', 'secondary', 'outline', 'destructive', 'success', 'warning'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Outline: Story = { args: { variant: 'outline', children: 'pending' } };
export const Warning: Story = { args: { variant: 'warning', children: 'processing 45%' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'failed' } };
export const AsLink: Story = { args: { asChild: true, variant: 'secondary', children: <a href="/billing">30 credits</a> } };
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {(['default', 'secondary', 'outline', 'destructive', 'success', 'warning'] as const).map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};
