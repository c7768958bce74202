import { formatMinutes } from '@verbatim/core-sdk/contracts';
import { formatBillingDate } from '../billing/format-billing-date';
import { formatReceiptAmount } from '../billing/format-receipt-amount';
import { htmlLink, htmlParagraph, unsubscribeFooter } from './email-html';
import type { OutgoingEmail } from './mailer';

/** A completed payment as its receipt shows it. */
export interface ReceiptFacts {
  /** Our payment's id: the receipt's number, and the id in its link. */
  paymentId: string;
  /** What it bought, in the receipt's words ("500 credits", "Pro plan, monthly (1,200 minutes)"). */
  description: string;
  amountCents: number;
  currency: string;
}

/** What a renewed plan does next: renews again, runs out at the end of the period (cancelled), or is not the account's plan any more. */
export type AfterRenewal = { renewsOn: Date } | { activeUntil: Date } | null;

/**
 * What happened to the account. The sign-in changes are ones someone who has the password or a session could make;
 * the billing ones report a payment, the plan or the credits, and need no "if this was not you".
 */
export type AccountUpdate =
  | { kind: 'password-changed'; endedSessions: number }
  | { kind: 'password-reset' }
  | { kind: 'other-sessions-ended'; endedSessions: number }
  | { kind: 'credits-bought'; receipt: ReceiptFacts; credits: number }
  | { kind: 'plan-started'; receipt: ReceiptFacts; planName: string; minutes: number; renewsOn: Date }
  | { kind: 'plan-renewed'; receipt: ReceiptFacts; planName: string; minutes: number; next: AfterRenewal }
  | { kind: 'trial-started'; planName: string; days: number; minutes: number; endsOn: Date }
  /** `by`: the person on the billing page, or the payment provider (a cancellation made outside Verbatim). */
  | { kind: 'plan-cancelled'; planName: string; by: 'you' | 'provider'; activeUntil: Date | null }
  /** The provider gave up on a renewal that kept failing: the plan ended at once. */
  | { kind: 'plan-renewal-failed'; planName: string }
  /** The subscription was charged for every period it was set up for. */
  | { kind: 'plan-ended'; planName: string }
  | { kind: 'credits-granted'; credits: number; reason: string; balance: number };

export interface AccountUpdateLinks {
  /** `${publicUrl}/forgot-password` */
  forgotPasswordUrl: string;
  /** `${publicUrl}/contact` */
  contactUrl: string;
  /** `${publicUrl}/billing` */
  billingUrl: string;
  /** A payment's receipt, the PDF the billing page downloads. */
  receiptUrl: (paymentId: string) => string;
  unsubscribeUrl: string;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const otherSessions = (n: number) => `${n.toLocaleString('en-US')} other ${n === 1 ? 'session' : 'sessions'}`;
const were = (n: number) => (n === 1 ? 'was' : 'were');
const credits = (n: number) => count(n, 'credit', 'credits');
const minutes = formatMinutes;

/** "December 4, 2030 at 10:00 UTC": in UTC, as the server does not know the person's time zone. */
export function accountUpdateTime(at: Date): string {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  return `${day} at ${at.toISOString().slice(11, 16)} UTC`;
}

/** How the e-mail closes: what to do if a sign-in change was not the person's, or where their billing is. */
type Closing = { kind: 'security'; notYou: string } | { kind: 'billing'; receiptOf: string | null };

interface Described {
  subject: string;
  happened: string[];
  closing: Closing;
}

const MINUTES_STAY = 'Minutes you have not used stay in your balance.';
const CHOOSE_AGAIN = 'To be on a plan again, choose one on the billing page.';

function paid(receipt: ReceiptFacts, when: string): string {
  return `Your payment of ${formatReceiptAmount(receipt.amountCents, receipt.currency)} for ${receipt.description} went through on ${when}.`;
}

function afterRenewal(planName: string, next: AfterRenewal): string {
  if (next === null) return `Your account is on another plan now, so this payment did not change your plan.`;
  if ('renewsOn' in next) return `Your ${planName} plan renews next on ${formatBillingDate(next.renewsOn)}.`;
  return `Your ${planName} plan is cancelled, so it will not renew again; it stays active until ${formatBillingDate(next.activeUntil)}.`;
}

function cancelledUntil(activeUntil: Date | null, at: Date): string {
  if (activeUntil === null) return 'It will not renew.';
  if (activeUntil.getTime() <= at.getTime()) return 'It has ended, and it will not renew.';
  return `It stays active until ${formatBillingDate(activeUntil)}, and it will not renew.`;
}

function describe(update: AccountUpdate, at: Date): Described {
  const when = accountUpdateTime(at);
  switch (update.kind) {
    case 'password-changed':
      return {
        subject: 'Your Verbatim password was changed',
        happened: [
          `The password of your Verbatim account was changed from Settings on ${when}.`,
          update.endedSessions > 0
            ? `${otherSessions(update.endedSessions)} ${were(update.endedSessions)} signed out; the device it was changed on stays signed in.`
            : 'You were not signed in anywhere else.',
        ],
        closing: {
          kind: 'security',
          notYou: 'If this was not you, someone else is signed in to your account. Reset your password now; that signs out every session.',
        },
      };
    case 'password-reset':
      return {
        subject: 'Your Verbatim password was reset',
        happened: [
          `The password of your Verbatim account was reset with a link from a password reset e-mail on ${when}.`,
          'Every session was signed out.',
        ],
        closing: {
          kind: 'security',
          notYou:
            'If this was not you, someone else can read your e-mail. Secure your e-mail account first, then reset your password again.',
        },
      };
    case 'other-sessions-ended':
      return {
        subject: 'Your other Verbatim sessions were signed out',
        happened: [
          `${otherSessions(update.endedSessions)} of your Verbatim account ${were(update.endedSessions)} signed out from Settings on ${when}.`,
          'The device it was done on stays signed in, and your password is unchanged.',
        ],
        closing: {
          kind: 'security',
          notYou: 'If this was not you, someone else is signed in to your account. Reset your password now; that signs out every session.',
        },
      };
    case 'credits-bought':
      return {
        subject: `You bought ${credits(update.credits)} on Verbatim`,
        happened: [
          paid(update.receipt, when),
          `${credits(update.credits)} ${were(update.credits)} added to your balance (1 credit is 1 minute of transcription).`,
          `Receipt number: ${update.receipt.paymentId}`,
        ],
        closing: { kind: 'billing', receiptOf: update.receipt.paymentId },
      };
    case 'plan-started':
      return {
        subject: `Your Verbatim ${update.planName} plan has started`,
        happened: [
          paid(update.receipt, when),
          `Your ${update.planName} plan is active, and its ${minutes(update.minutes)} were added to your balance.`,
          `It renews on ${formatBillingDate(update.renewsOn)}, when the next month is charged.`,
          `Receipt number: ${update.receipt.paymentId}`,
        ],
        closing: { kind: 'billing', receiptOf: update.receipt.paymentId },
      };
    case 'plan-renewed':
      return {
        subject: update.next === null ? `Your Verbatim ${update.planName} payment` : `Your Verbatim ${update.planName} plan was renewed`,
        happened: [
          paid(update.receipt, when),
          `${minutes(update.minutes)} ${were(update.minutes)} added to your balance.`,
          afterRenewal(update.planName, update.next),
          `Receipt number: ${update.receipt.paymentId}`,
        ],
        closing: { kind: 'billing', receiptOf: update.receipt.paymentId },
      };
    case 'trial-started':
      return {
        subject: `Your Verbatim ${update.planName} trial has started`,
        happened: [
          `Your ${update.days}-day ${update.planName} trial started on ${when}, and ${minutes(update.minutes)} were added to your balance.`,
          `It ends on ${formatBillingDate(update.endsOn)}. The trial never charges you: when it ends, your account is back on the free plan unless you choose a plan.`,
          MINUTES_STAY,
        ],
        closing: { kind: 'billing', receiptOf: null },
      };
    case 'plan-cancelled':
      return {
        subject: `Your Verbatim ${update.planName} plan was cancelled`,
        happened: [
          update.by === 'you'
            ? `You cancelled your ${update.planName} plan on the billing page on ${when}.`
            : `Your ${update.planName} plan was cancelled with our payment provider on ${when}.`,
          cancelledUntil(update.activeUntil, at),
          MINUTES_STAY,
        ],
        closing: { kind: 'billing', receiptOf: null },
      };
    case 'plan-renewal-failed':
      return {
        subject: `Your Verbatim ${update.planName} plan ended: its renewal could not be charged`,
        happened: [
          `The renewal payment of your ${update.planName} plan kept failing, so the plan ended on ${when}.`,
          MINUTES_STAY,
          CHOOSE_AGAIN,
        ],
        closing: { kind: 'billing', receiptOf: null },
      };
    case 'plan-ended':
      return {
        subject: `Your Verbatim ${update.planName} plan has ended`,
        happened: [
          `Your ${update.planName} plan was charged for every month it was set up for, so it ended on ${when} and will not renew.`,
          MINUTES_STAY,
          CHOOSE_AGAIN,
        ],
        closing: { kind: 'billing', receiptOf: null },
      };
    case 'credits-granted':
      return {
        subject: `Verbatim added ${credits(update.credits)} to your account`,
        happened: [
          `Verbatim added ${credits(update.credits)} to your account on ${when}.`,
          `The reason: ${update.reason}`,
          `Your balance is now ${credits(update.balance)}.`,
        ],
        closing: { kind: 'billing', receiptOf: null },
      };
  }
}

function closingText(closing: Closing, links: AccountUpdateLinks): { text: string[]; html: string[] } {
  if (closing.kind === 'security') {
    const itWasYou = 'If this was you, there is nothing to do.';
    return {
      text: [itWasYou, closing.notYou, `Reset your password: ${links.forgotPasswordUrl}`, `Or write to us: ${links.contactUrl}`],
      html: [
        htmlParagraph(itWasYou),
        htmlParagraph(closing.notYou),
        `<p>${htmlLink(links.forgotPasswordUrl, 'Reset your password')} or ${htmlLink(links.contactUrl, 'write to us')}</p>`,
      ],
    };
  }
  const receiptUrl = closing.receiptOf === null ? null : links.receiptUrl(closing.receiptOf);
  return {
    text: [
      ...(receiptUrl ? [`Download the receipt: ${receiptUrl}`] : []),
      `Your plan, credits and receipts: ${links.billingUrl}`,
      `Questions? Write to us: ${links.contactUrl}`,
    ],
    html: [
      `<p>${receiptUrl ? `${htmlLink(receiptUrl, 'Download the receipt')} or see ` : 'See '}${htmlLink(links.billingUrl, 'your plan, credits and receipts')}.</p>`,
      `<p>Questions? ${htmlLink(links.contactUrl, 'Write to us')}.</p>`,
    ],
  };
}

/**
 * Tells the owner that their password changed or their sessions were signed out (and what to do if it was not
 * them), or what changed in their billing: a payment with its receipt, a trial, a plan cancelled or ended, credits
 * granted. Sent while the "Account updates" notifications are on (the default).
 */
export function accountUpdateEmail(to: string, update: AccountUpdate, at: Date, links: AccountUpdateLinks): OutgoingEmail {
  const { subject, happened, closing } = describe(update, at);
  const close = closingText(closing, links);
  const footer = unsubscribeFooter('You get this e-mail because "Account updates" notifications are on.', links.unsubscribeUrl);
  return {
    to,
    subject,
    text: [...happened, '', ...close.text, ...footer.text].join('\n'),
    html: [...happened.map(htmlParagraph), ...close.html, footer.html].join(''),
  };
}
