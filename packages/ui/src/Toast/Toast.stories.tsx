import { Provider } from '@radix-ui/react-toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './Toast';
import { Toaster } from './Toaster';
import { type ToastVariant, toast } from './toast-store';

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click the buttons: one toast shows at a time, closes after 5 s, swipes away to the right, and F8 focuses it. */
export const Interactive: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3 p-6">
      <Button onClick={() => toast({ title: 'Welcome, Ada!', description: 'You are signed in.' })}>Default</Button>
      <Button
        variant="destructive"
        onClick={() => toast({ variant: 'destructive', title: 'Sign in failed', description: 'Invalid email or password.' })}
      >
        Destructive
      </Button>
      <Button variant="secondary" onClick={() => toast({ variant: 'success', title: 'Copied to Clipboard' })}>
        Success
      </Button>
      <Toaster />
    </div>
  ),
};

function StaticToast({ variant, title, description }: { variant: ToastVariant; title: string; description: string }) {
  return (
    <Provider duration={Number.POSITIVE_INFINITY}>
      <Toast variant={variant} open>
        <div className="grid gap-1">
          <ToastTitle>{title}</ToastTitle>
          <ToastDescription>{description}</ToastDescription>
        </div>
        <ToastAction altText="Try again">Try again</ToastAction>
        <ToastClose />
      </Toast>
      <ToastViewport />
    </Provider>
  );
}

export const DefaultVariant: Story = {
  render: () => <StaticToast variant="default" title="Profile Updated" description="Your changes are saved." />,
};

export const DestructiveVariant: Story = {
  render: () => <StaticToast variant="destructive" title="Upload Failed" description="Network error occurred during upload" />,
};

export const SuccessVariant: Story = {
  render: () => <StaticToast variant="success" title="Password Reset Complete" description="You can sign in now." />,
};
