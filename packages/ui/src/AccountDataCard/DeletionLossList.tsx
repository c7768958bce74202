import { type AccountDeletionLosses, formatCount } from '@verbatim/core-sdk/contracts';
import { formatDate } from '../lib/format';

export interface DeletionLossListProps {
  /** What the server counted when the dialog opened; undefined while it is being asked. */
  losses: AccountDeletionLosses | undefined;
  timeZone?: string;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The lines of what the account holds and loses, in the order a person weighs them: money first, then their work. */
export function deletionLossLines(losses: AccountDeletionLosses, timeZone?: string): string[] {
  const lines: string[] = [];
  if (losses.credits > 0) lines.push(`${plural(losses.credits, 'credit', 'credits')} in your balance. Credits are not refunded.`);
  const plan = losses.plan;
  if (plan) {
    const until = plan.endsAt ? ` to ${formatDate(plan.endsAt, { timeZone })}` : '';
    lines.push(
      plan.status === 'trial'
        ? `Your ${plan.name} trial, which would run${until}.`
        : `The rest of your ${plan.name} plan's paid period${until}. It is not refunded.`,
    );
  }
  if (losses.transcriptions > 0) {
    lines.push(`${plural(losses.transcriptions, 'transcript', 'transcripts')}, with their recordings, summaries and translations.`);
  }
  if (losses.publishableKeys > 0) {
    const one = losses.publishableKeys === 1;
    lines.push(
      `${plural(losses.publishableKeys, 'publishable key', 'publishable keys')}: widgets on other sites that use ${one ? 'it' : 'them'} stop working.`,
    );
  }
  if (losses.secretKeys > 0) {
    const one = losses.secretKeys === 1;
    lines.push(`${plural(losses.secretKeys, 'secret key', 'secret keys')}: servers that use ${one ? 'it' : 'them'} are refused.`);
  }
  if (losses.webhookEndpoints > 0) {
    const one = losses.webhookEndpoints === 1;
    lines.push(
      `${plural(losses.webhookEndpoints, 'webhook endpoint', 'webhook endpoints')}: ${one ? 'it hears' : 'they hear'} of no more transcripts.`,
    );
  }
  if (losses.sharedLinks > 0) {
    const one = losses.sharedLinks === 1;
    lines.push(
      `${plural(losses.sharedLinks, 'share link', 'share links')}: the people you gave ${one ? 'it' : 'them'} to can no longer open ${one ? 'the transcript' : 'the transcripts'}.`,
    );
  }
  return lines;
}

/** What the deletion takes away, from the server's count, shown before anything is asked. */
export function DeletionLossList({ losses, timeZone }: DeletionLossListProps) {
  if (!losses) {
    return (
      <p data-slot="deletion-losses" className="text-muted-foreground text-sm" aria-busy="true">
        Checking what your account holds...
      </p>
    );
  }
  const lines = deletionLossLines(losses, timeZone);
  if (lines.length === 0) {
    return (
      <p data-slot="deletion-losses" className="text-sm">
        Your account holds no credits, plan, transcripts, keys, webhooks or share links, so only the account itself is lost.
      </p>
    );
  }
  return (
    <div data-slot="deletion-losses" className="grid gap-1 text-sm">
      <p className="font-medium">You will lose:</p>
      <ul className="list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
