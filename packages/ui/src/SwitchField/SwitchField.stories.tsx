import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SwitchField, type SwitchFieldProps } from './SwitchField';

function Controlled(props: SwitchFieldProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <SwitchField
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SwitchField',
  component: SwitchField,
  tags: ['autodocs'],
  args: {
    label: 'Speaker recognition',
    description: 'Label who speaks when, where the speech engine can tell voices apart.',
    checked: false,
    onCheckedChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SwitchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true } };
export const WithoutDescription: Story = { args: { description: undefined } };
export const Disabled: Story = { args: { disabled: true, checked: true } };
