import type { NewsletterIssueList } from '@verbatim/core-sdk/contracts';
import { InboxIcon, MailIcon, NEWSLETTER_ISSUES_POLL_MS, StatGrid, type StatGridItem, useNewsletterIssues } from '@verbatim/ui';
import { formatCount } from '../../lib/format';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { ComposeIssueCard } from './ComposeIssueCard';
import { IssuesTable } from './IssuesTable';
import { issueFailure } from './issue-draft';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function figures(list: NewsletterIssueList): StatGridItem[] {
  const latest = list.issues[0];
  return [
    {
      key: 'subscribers',
      label: 'Confirmed Subscribers',
      value: formatCount(list.confirmedSubscribers),
      hint: 'Who a new issue goes to',
      icon: <InboxIcon />,
    },
    {
      key: 'latest',
      label: 'Latest Issue',
      value: latest ? day.format(new Date(latest.createdAt)) : 'None yet',
      hint: latest?.subject,
      icon: <MailIcon />,
    },
  ];
}

/** The newsletter: its subscribers, a new issue to write and send, and the issues sent, refreshing while one goes out. */
export function NewsletterPage() {
  const issues = useNewsletterIssues();
  const error = issues.isError ? issueFailure(issues.error, 'The newsletter issues could not be loaded.').message : null;
  return (
    <>
      <PageHeader
        title="Newsletter"
        description="Write an issue in Markdown, see it as subscribers will, and send it to everyone who confirmed their subscription."
      />
      <StatGrid
        label="Newsletter figures"
        items={issues.data ? figures(issues.data) : undefined}
        placeholders={2}
        loading={issues.isFetching}
        error={error}
        onRetry={() => void issues.refetch()}
      />
      <ComposeIssueCard subscribers={issues.data?.confirmedSubscribers} />
      <SectionCard
        title="Issues"
        description={`Newest first. While an issue is being sent, its counts refresh every ${NEWSLETTER_ISSUES_POLL_MS / 1000} seconds.`}
      >
        <IssuesTable issues={issues.data?.issues} error={error} onRetry={() => void issues.refetch()} retrying={issues.isFetching} />
      </SectionCard>
    </>
  );
}
