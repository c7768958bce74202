import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient } from '@verbatim/core-sdk';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card/Card';
import { Spinner } from '../Spinner/Spinner';
import { userFixture } from '../testing/user-fixture';
import { useCurrentUser } from './use-current-user';
import { VerbatimProvider } from './VerbatimProvider';

const ada = userFixture();

/** A client whose fetch answers the current-user call in the browser, without a server. */
function clientAnswering(status: number, body: unknown, delayMs = 0) {
  return createClient({
    baseUrl: '',
    fetch: async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
}

function CurrentUserCard() {
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <Spinner label="Loading the current user" />;
  return (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>{isError ? 'Could not load the user' : user ? `Signed in as ${user.email}` : 'Signed out'}</CardTitle>
        <CardDescription>useCurrentUser() through VerbatimProvider</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">{user ? `${user.credits} credits, ${user.subscriptionPlan} plan` : 'No session.'}</CardContent>
    </Card>
  );
}

const meta = {
  title: 'Data/VerbatimProvider',
  component: VerbatimProvider,
  tags: ['autodocs'],
  args: { client: clientAnswering(200, ada), children: null },
  render: (args) => (
    <VerbatimProvider client={args.client}>
      <CurrentUserCard />
    </VerbatimProvider>
  ),
} satisfies Meta<typeof VerbatimProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const SignedOut: Story = { args: { client: clientAnswering(200, null) } };
export const Loading: Story = { args: { client: clientAnswering(200, ada, 60_000) } };
export const ServerError: Story = {
  args: { client: clientAnswering(500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } }) },
};
