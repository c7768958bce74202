import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLink, type LinkComponentProps, LinkProvider } from './Link';

const meta = {
  title: 'Navigation/AppLink',
  component: AppLink,
  tags: ['autodocs'],
  args: { href: '/billing', children: 'Buy More Credits', className: 'text-primary underline' },
} satisfies Meta<typeof AppLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain <a> when no router link is provided. */
export const PlainAnchor: Story = {};

function LoggingLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router="story"
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        console.info(`navigate to ${href}`);
      }}
      {...props}
    />
  );
}

/** Inside a LinkProvider every AppLink renders the app's own link (here one that logs instead of navigating). */
export const WithRouterLink: Story = {
  render: (args) => (
    <LinkProvider component={LoggingLink}>
      <AppLink {...args} />
    </LinkProvider>
  ),
};
