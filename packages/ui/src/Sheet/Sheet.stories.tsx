import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './Sheet';

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  tags: ['autodocs'],
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

function Example({ side, open }: { side: 'left' | 'right'; open?: boolean }) {
  return (
    <Sheet defaultOpen={open}>
      <SheetTrigger asChild>
        <Button variant="outline">Open menu</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription>Slides in from the {side}; Escape or a tap outside closes it.</SheetDescription>
      </SheetContent>
    </Sheet>
  );
}

export const Left: Story = { render: () => <Example side="left" /> };
export const OpenLeft: Story = { render: () => <Example side="left" open /> };
export const OpenRight: Story = { render: () => <Example side="right" open /> };
