import { ADMIN_REFETCH_MS, errorMessage, RankedList, RefreshToggle, Skeleton, StatGrid, useRealtimeAnalytics } from '@verbatim/ui';
import { useState } from 'react';
import { formatCount, pageLabel, plural } from '../../lib/format';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

function minutesText(minutes: number): string {
  return minutes < 1 ? '< 1 min' : `${minutes.toFixed(1)} min`;
}

/** Real-Time Analytics: who is on the site now and what they look at, refreshed every 5 s while auto-refresh is on. */
export function RealtimePage() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const realtime = useRealtimeAnalytics({ refetchInterval: autoRefresh ? ADMIN_REFETCH_MS.realtime : false });
  const data = realtime.data;

  return (
    <>
      <PageHeader
        title="Real-Time Analytics"
        description="Active users are those seen in the last 5 minutes; page views cover the last hour."
        actions={
          <RefreshToggle
            autoRefresh={autoRefresh}
            onAutoRefreshChange={setAutoRefresh}
            onRefresh={() => void realtime.refetch()}
            refreshing={realtime.isFetching && Boolean(data)}
            intervalSeconds={ADMIN_REFETCH_MS.realtime / 1000}
          />
        }
      />
      <StatGrid
        label="Live figures"
        className="lg:grid-cols-4"
        placeholders={4}
        loading={realtime.isFetching}
        error={realtime.isError ? errorMessage(realtime.error, 'The live figures could not be loaded.') : null}
        onRetry={() => void realtime.refetch()}
        items={
          data && [
            { key: 'activeUsers', label: 'Active Users', value: formatCount(data.activeUsers), hint: 'Last 5 minutes' },
            { key: 'pageViews', label: 'Page Views', value: formatCount(data.totalPageViews), hint: 'Last hour' },
            { key: 'avgSession', label: 'Avg. Session', value: minutesText(data.averageSessionDuration) },
            { key: 'countries', label: 'Countries', value: formatCount(data.topCountries.length) },
          ]
        }
      />
      {!(realtime.isError && !data) && (
        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard title="Active Users">
            {!data ? (
              <Skeleton className="h-24 w-full" />
            ) : data.activeUserDetails.length === 0 ? (
              <p className="py-6 text-center text-muted-foreground text-sm">No active users at the moment</p>
            ) : (
              <ul aria-label="Active users" className="grid divide-y">
                {data.activeUserDetails.map((user) => (
                  <li key={user.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                    <div className="grid min-w-0">
                      <span className="truncate font-medium">{user.userEmail ?? 'Visitor'}</span>
                      <span className="text-muted-foreground text-xs">
                        {[user.city, user.country].filter(Boolean).join(', ') || 'Unknown location'}
                      </span>
                    </div>
                    <div className="grid shrink-0 text-right text-xs">
                      <span>{plural(user.totalPageViews, 'page view')}</span>
                      <span className="text-muted-foreground">at {clock.format(new Date(user.lastActiveAt))}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <SectionCard title="Popular Pages" description="Last hour">
            <RankedList
              label="Popular pages"
              numbered
              emptyText="No page views recorded"
              describeValue={(value) => plural(value, 'view')}
              items={data?.topPages.map((page) => ({ key: page.page, label: pageLabel(page.page), value: page.views }))}
            />
          </SectionCard>
          <SectionCard title="Countries">
            <RankedList
              label="Countries"
              emptyText="No country data available"
              describeValue={(value) => plural(value, 'user')}
              items={data?.topCountries.map((row) => ({ key: row.country, label: row.country, value: row.users }))}
            />
          </SectionCard>
          <SectionCard title="Recent Page Views" description="The 10 most recent">
            {!data ? (
              <Skeleton className="h-24 w-full" />
            ) : data.recentPageViews.length === 0 ? (
              <p className="py-6 text-center text-muted-foreground text-sm">No page views recorded</p>
            ) : (
              <ol aria-label="Recent page views" className="grid divide-y">
                {data.recentPageViews.map((view) => (
                  <li key={view.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span className="min-w-0 truncate">
                      <span className="font-medium">{pageLabel(view.page)}</span>
                      <span className="text-muted-foreground"> · {view.country ?? 'Unknown'}</span>
                    </span>
                    <time dateTime={view.timestamp} className="shrink-0 text-muted-foreground text-xs tabular-nums">
                      {clock.format(new Date(view.timestamp))}
                    </time>
                  </li>
                ))}
              </ol>
            )}
          </SectionCard>
        </div>
      )}
    </>
  );
}
