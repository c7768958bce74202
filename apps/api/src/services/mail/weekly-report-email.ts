import { escapeHtml, htmlLink, htmlParagraph, unsubscribeFooter } from './email-html';
import type { OutgoingEmail } from './mailer';

export interface WeeklyFigures {
  /** "Nov 23 – Nov 29, 2026" */
  period: string;
  transcriptions: number;
  completed: number;
  failed: number;
  minutes: number;
  /** The credits (minutes) the person can still spend. */
  creditsLeft: number;
  freePlan: boolean;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A person's week in numbers, with a link to their transcriptions. */
export function weeklyReportEmail(
  to: string,
  figures: WeeklyFigures,
  links: { transcriptionsUrl: string; unsubscribeUrl: string },
): OutgoingEmail {
  const lines =
    figures.transcriptions === 0
      ? ['No transcriptions this week.']
      : [
          `Transcriptions: ${figures.transcriptions} (${figures.completed} completed${figures.failed > 0 ? `, ${figures.failed} failed` : ''})`,
          `Minutes transcribed: ${figures.minutes.toLocaleString('en-US')}`,
        ];
  lines.push(
    `Credits left: ${figures.creditsLeft.toLocaleString('en-US')}${figures.freePlan ? ' (plus 3 free transcriptions every day)' : ''}`,
  );
  const intro = `Your week on Verbatim, ${figures.period}:`;
  const footer = unsubscribeFooter('You get this e-mail because weekly reports are on.', links.unsubscribeUrl);
  return {
    to,
    subject: `Your week on Verbatim: ${plural(figures.transcriptions, 'transcription', 'transcriptions')}`,
    text: [intro, '', ...lines, '', `Your transcriptions: ${links.transcriptionsUrl}`, ...footer.text].join('\n'),
    html: [
      htmlParagraph(intro),
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${htmlLink(links.transcriptionsUrl, 'Your transcriptions')}</p>`,
      footer.html,
    ].join(''),
  };
}
