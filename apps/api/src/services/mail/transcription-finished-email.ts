import { formatDuration } from '@verbatim/core-sdk/contracts';
import { escapeHtml, htmlLink, htmlParagraph, unsubscribeFooter } from './email-html';
import type { OutgoingEmail } from './mailer';

interface FinishedTranscription {
  fileName: string;
  url: string;
  unsubscribeUrl: string;
}

/**
 * "Your transcript is ready", with the recording's length as the app shows it and the link to the transcript; sent
 * when the owner keeps that notification on.
 */
export function transcriptReadyEmail(to: string, t: FinishedTranscription & { durationSeconds: number | null }): OutgoingEmail {
  const length = t.durationSeconds === null ? '' : ` (${formatDuration(t.durationSeconds)})`;
  const intro = `The transcript of ${t.fileName}${length} is ready.`;
  const footer = unsubscribeFooter('You get this e-mail because "Transcription complete" notifications are on.', t.unsubscribeUrl);
  return {
    to,
    subject: `Your transcript is ready: ${t.fileName}`,
    text: [intro, '', `Read it here: ${t.url}`, ...footer.text].join('\n'),
    html: `${htmlParagraph(intro)}<p>${htmlLink(t.url, 'Open the transcript')}</p>${footer.html}`,
  };
}

/** A short note that a transcription failed, with the reason; sent when the owner keeps processing updates on. */
export function transcriptionFailedEmail(to: string, t: FinishedTranscription & { reason: string }): OutgoingEmail {
  const intro = `We could not transcribe ${t.fileName}.`;
  const reason = t.reason;
  const retry = 'It cost you nothing. You can retry it from your transcriptions:';
  const footer = unsubscribeFooter('You get this e-mail because "Processing updates" notifications are on.', t.unsubscribeUrl);
  return {
    to,
    subject: `Transcription failed: ${t.fileName}`,
    text: [intro, reason, '', retry, t.url, ...footer.text].join('\n'),
    html: `${htmlParagraph(intro)}${htmlParagraph(reason)}<p>${escapeHtml(retry)} ${htmlLink(t.url, 'Open it')}</p>${footer.html}`,
  };
}
