import { ADMIN_USERS_PAGE_SIZE_MAX, type AdminStats, PAYMENT_ABANDONED_AFTER_HOURS } from '@verbatim/core-sdk/contracts';
import {
  ActivityIcon,
  Button,
  CoinsIcon,
  CreditCardIcon,
  errorMessage,
  LiveBadge,
  RankedList,
  StatGrid,
  type StatGridItem,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TargetIcon,
  TrendChart,
  useAdminStats,
  useAdminUsers,
  usePaymentAttempts,
  useRealtimeAnalytics,
} from '@verbatim/ui';
import { Link } from 'react-router';
import { formatCount, formatDollars, plural } from '../../lib/format';
import { perDay } from '../../lib/trends';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { PaymentsTab } from './PaymentsTab';
import { UsersTab } from './UsersTab';

/** How many days the trend charts cover. */
export const TREND_DAYS = 30;

function statItems(stats: AdminStats): StatGridItem[] {
  return [
    { key: 'totalUsers', label: 'Total Users', value: formatCount(stats.totalUsers), icon: <ActivityIcon /> },
    {
      key: 'activeSubscribers',
      label: 'Active Subscribers',
      value: formatCount(stats.activeSubscribers),
      hint: `${plural(stats.trialUsers, 'user')} on the Pro trial`,
      icon: <CreditCardIcon />,
    },
    { key: 'totalRevenue', label: 'Total Revenue', value: formatDollars(stats.totalRevenue), icon: <CoinsIcon /> },
    {
      key: 'conversionRate',
      label: 'Conversion Rate',
      value: `${stats.conversionRate.toFixed(1)}%`,
      hint: 'Users on a paid plan',
      icon: <TargetIcon />,
    },
    { key: 'freeUsers', label: 'Free Users', value: formatCount(stats.freeUsers) },
    {
      key: 'abandonedPayments',
      label: 'Abandoned Payments',
      value: formatCount(stats.abandonedPayments),
      // The same rule marks them abandoned in the payment attempts list below.
      hint: `Checkouts unpaid after ${PAYMENT_ABANDONED_AFTER_HOURS} hours`,
    },
  ];
}

/** The admin's overview: live traffic, totals, trends, top countries, and the users and payments tables. */
export function AdminDashboardPage() {
  const realtime = useRealtimeAnalytics();
  const stats = useAdminStats();
  // The newest accounts, enough to cover the chart's days on all but the busiest sites.
  const users = useAdminUsers({ limit: ADMIN_USERS_PAGE_SIZE_MAX });
  const payments = usePaymentAttempts();

  const signups = users.data
    ? perDay(
        users.data.items,
        (user) => user.createdAt,
        () => 1,
        TREND_DAYS,
      )
    : undefined;
  const revenue = payments.data
    ? perDay(
        payments.data.filter((payment) => payment.status === 'completed'),
        (payment) => payment.createdAt,
        (payment) => payment.amount,
        TREND_DAYS,
      )
    : undefined;

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description={
          <LiveBadge
            activeUsers={realtime.data?.activeUsers}
            pageViewsPerHour={realtime.data?.totalPageViews}
            stale={realtime.isRefetchError}
          />
        }
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/realtime">Real-Time Analytics</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/storage">Storage Monitor</Link>
            </Button>
          </>
        }
      />
      <StatGrid
        label="Statistics"
        items={stats.data ? statItems(stats.data) : undefined}
        placeholders={6}
        loading={stats.isFetching}
        error={stats.isError ? errorMessage(stats.error, 'The statistics could not be loaded.') : null}
        onRetry={() => void stats.refetch()}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <SectionCard title="Sign-ups" description={`New accounts per day, last ${TREND_DAYS} days`}>
          <TrendChart title="Sign-ups per day" points={signups} formatValue={(value) => plural(value, 'sign-up')} />
        </SectionCard>
        <SectionCard title="Revenue" description={`Completed payments per day, last ${TREND_DAYS} days`}>
          <TrendChart title="Revenue per day" points={revenue} formatValue={formatDollars} />
        </SectionCard>
        <SectionCard title="Top Countries" description="Where users are, from their latest visit">
          {stats.isError && !stats.data ? (
            <p className="text-muted-foreground text-sm">Not available while the statistics cannot be loaded.</p>
          ) : (
            <RankedList
              label="Top countries"
              numbered
              emptyText="No country data available"
              describeValue={(value) => plural(value, 'user')}
              items={stats.data?.topCountries.map((row) => ({ key: row.country, label: row.country, value: row.userCount }))}
            />
          )}
        </SectionCard>
      </div>
      <Tabs defaultValue="users">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="users">User Analytics</TabsTrigger>
          <TabsTrigger value="payments">Payment Attempts</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
