import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'signin' },
  render: (args) => (
    <Tabs {...args} className="max-w-sm">
      <TabsList className="w-full">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        <p className="text-sm">Sign in with your e-mail and password.</p>
      </TabsContent>
      <TabsContent value="signup">
        <p className="text-sm">Create an account on the free plan.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};
export const SecondTab: Story = { args: { defaultValue: 'signup' } };
