import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CreditPackCard } from './CreditPackCard';

const meta = {
  title: 'Billing/CreditPackCard',
  component: CreditPackCard,
  tags: ['autodocs'],
  args: { pack: { credits: 500, priceCents: 799 }, onBuy: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreditPackCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SmallPack: Story = { args: { pack: { credits: 100, priceCents: 199 } } };
export const LargePack: Story = { args: { pack: { credits: 1000, priceCents: 1499 } } };
export const Buying: Story = { args: { busy: true } };
export const WaitingForAnotherPurchase: Story = { args: { disabled: true } };
export const AsLink: Story = { args: { onBuy: undefined, href: '/billing', buyLabel: 'Buy credits' } };
