import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, useState } from 'react';
import { fn } from 'storybook/test';
import { CreditsBillingPanel } from '../CreditsBillingPanel/CreditsBillingPanel';
import type { LinkComponentProps } from '../Link/Link';
import { greetingName } from '../lib/user-display';
import { RecentActivity } from '../RecentActivity/RecentActivity';
import { StatsCards } from '../StatsCards/StatsCards';
import { TranscriptionsTable } from '../TranscriptionsTable/TranscriptionsTable';
import { transcriptionListFixture } from '../testing/transcription-fixture';
import { userFixture } from '../testing/user-fixture';
import { UploadPanel } from '../UploadPanel/UploadPanel';
import { AppShell, type AppShellProps } from './AppShell';

const now = new Date('2025-03-07T17:00:00Z');

const NavigateContext = createContext<(path: string) => void>(() => undefined);

/** A stand-in for a router link: it changes the story's path instead of loading a page. */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !href.startsWith('/')) return;
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}

function DashboardContent({ firstName }: { firstName: string | null }) {
  return (
    <div className="grid gap-6">
      <h1 className="font-semibold text-2xl tracking-tight">Welcome back, {greetingName({ email: 'x', firstName, lastName: null })}!</h1>
      <StatsCards stats={{ totalTranscriptions: 5, hoursTranscribed: 2.1, creditsUsed: 126 }} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <UploadPanel
          items={[
            { id: 'u1', name: 'interview.mp3', size: 8_388_608, progress: 65, status: 'processing', failure: null, transcriptionId: null },
          ]}
          onFiles={fn()}
          onRemove={fn()}
        />
        <div className="grid content-start gap-6">
          <CreditsBillingPanel figures={{ plan: 'free', subscriptionStatus: null, credits: 30 }} />
          <RecentActivity
            now={now}
            items={[
              { id: 'a1', kind: 'transcription_completed', title: 'Transcribed team-meeting.mp3', createdAt: '2025-03-07T16:57:00Z' },
              { id: 'a2', kind: 'upload', title: 'Uploaded product-demo.mp4', createdAt: '2025-03-07T14:00:00Z' },
            ]}
          />
        </div>
      </div>
      <section className="grid gap-3">
        <h2 className="font-semibold text-lg">Recent Transcriptions</h2>
        <TranscriptionsTable transcriptions={transcriptionListFixture()} timeZone="UTC" />
      </section>
    </div>
  );
}

function ShellStory(args: AppShellProps) {
  const [path, setPath] = useState(args.activePath ?? '/');
  return (
    <NavigateContext.Provider value={setPath}>
      <AppShell {...args} activePath={path} linkComponent={StoryLink}>
        {path === '/' || path === '/dashboard' || path === '/upload' ? (
          <DashboardContent firstName={args.user.firstName} />
        ) : (
          <p className="text-muted-foreground">The {path} screen.</p>
        )}
      </AppShell>
    </NavigateContext.Provider>
  );
}

const meta = {
  title: 'App shell/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  args: {
    user: userFixture(),
    activePath: '/',
    onSignOut: fn(),
    onRecord: fn(),
    onSearch: fn(),
    children: null,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="-m-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => <ShellStory {...args} />,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free plan: 'RECORD (PRO)'. Click the sidebar links: the shell follows the path. */
export const FreeUserDashboard: Story = {};
export const PaidUser: Story = {
  args: { user: userFixture({ subscriptionPlan: 'pro', subscriptionStatus: 'active', credits: 1045, profileImageUrl: null }) },
};
export const Admin: Story = { args: { user: userFixture({ role: 'admin', subscriptionPlan: 'unlimited', subscriptionStatus: 'active' }) } };
export const NoFirstName: Story = { args: { user: userFixture({ firstName: null, lastName: null }), activePath: '/settings' } };
/** On a phone the sidebar becomes a menu sheet and the search takes its own row. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
