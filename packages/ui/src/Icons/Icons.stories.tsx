import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './Icons';

const all = Object.entries(icons);

function IconGallery({ className }: { className?: string }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
      {all.map(([name, Icon]) => (
        <li key={name} className="flex items-center gap-2 rounded-md border p-2 text-xs">
          <Icon className={className} />
          {name.replace(/Icon$/, '')}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  tags: ['autodocs'],
} satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {};
export const Large: Story = { args: { className: 'size-6 text-primary' } };
