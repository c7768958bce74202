import { type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NewsletterIssue,
  NewsletterIssueList,
  NewsletterIssuePreview,
  NewsletterIssueRequest,
  ResumeNewsletterIssueResponse,
  SendNewsletterIssueResponse,
} from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { adminKeys } from './use-admin-queries';

/** How often the issues are asked for again while one is queued or being sent, so its counts move on screen. */
export const NEWSLETTER_ISSUES_POLL_MS = 2000;

/** Keys of the newsletter hooks of the admin app (under `adminKeys.all`). */
export const adminNewsletterKeys = {
  issues: () => ['admin', 'newsletter', 'issues'] as const,
};

const inFlight = (issue: NewsletterIssue) => issue.status === 'queued' || issue.status === 'sending';

/** GET /api/admin/newsletter/issues: the newest issues and the confirmed subscribers; polled while an issue is on its way. */
export function useNewsletterIssues({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<NewsletterIssueList> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: adminNewsletterKeys.issues(),
    queryFn: ({ signal }) => client.admin.newsletterIssues({ signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.issues.some(inFlight) ? NEWSLETTER_ISSUES_POLL_MS : false),
  });
}

/** The e-mail an issue would be, as the server renders it; sends nothing. */
export function usePreviewNewsletterIssue(): UseMutationResult<NewsletterIssuePreview, Error, NewsletterIssueRequest> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (issue: NewsletterIssueRequest) => client.admin.previewNewsletterIssue(issue) });
}

export interface SendNewsletterIssueVariables extends NewsletterIssueRequest {
  /** The same key for repeats of one send (a double click, a retry after a lost answer) sends once. */
  idempotencyKey?: string;
}

/**
 * Sends an issue to every confirmed subscriber. The queued issue is shown in the list at once, and the list (which then
 * polls until it is sent) and the audit log are fetched again.
 */
export function useSendNewsletterIssue(): UseMutationResult<SendNewsletterIssueResponse, Error, SendNewsletterIssueVariables> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...issue }: SendNewsletterIssueVariables) =>
      client.admin.sendNewsletterIssue(issue, idempotencyKey ? { idempotencyKey } : {}),
    onSuccess: ({ issue }) => {
      queryClient.setQueryData<NewsletterIssueList>(adminNewsletterKeys.issues(), (list) =>
        list ? { ...list, issues: [issue, ...list.issues.filter((item) => item.id !== issue.id)] } : list,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsletterKeys.issues() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}

/**
 * Sends a failed issue on to the subscribers it had not reached (the id). The issue, `sending` again, replaces its row at
 * once, and the list (which then polls until it is sent) and the audit log are fetched again.
 */
export function useResumeNewsletterIssue(): UseMutationResult<ResumeNewsletterIssueResponse, Error, string> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.admin.resumeNewsletterIssue(id),
    onSuccess: ({ issue }) => {
      queryClient.setQueryData<NewsletterIssueList>(adminNewsletterKeys.issues(), (list) =>
        list ? { ...list, issues: list.issues.map((item) => (item.id === issue.id ? issue : item)) } : list,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsletterKeys.issues() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}
