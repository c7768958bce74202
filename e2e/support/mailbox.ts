import { expect } from '@playwright/test';

/** Where the browser tests' SMTP server listens, and where its messages are read (mail-loopback.ts). */
export const MAIL_SMTP_PORT = 3215;
export const MAIL_HTTP_PORT = 3216;

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * The message as a person reads it: headers as sent, the body with quoted-printable unfolded and decoded.
 * Headers are never quoted-printable, and decoding them would turn a header's `token=AB…` into a byte.
 */
export function mailText(mail: ReceivedMail): string {
  const headerEnd = mail.raw.search(/\r?\n\r?\n/);
  const headers = headerEnd === -1 ? mail.raw : mail.raw.slice(0, headerEnd);
  const body = headerEnd === -1 ? '' : mail.raw.slice(headerEnd);
  const unfolded = body.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return headers + bytes.toString('utf8');
}

/** Every message sent to `to` so far, oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`);
  const all = (await res.json()) as ReceivedMail[];
  return all.filter((mail) => mail.to.includes(to));
}

/** Waits for a message to `to` whose subject or text matches, and answers its decoded text. */
export async function waitForMail(to: string, matching: RegExp, timeoutMs = 20_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).map(mailText).find((text) => matching.test(text));
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `an e-mail to ${to} matching ${matching}` },
    )
    .toBe(true);
  return found as string;
}

/** The first link in a message's text whose address matches `pattern` (e.g. /\/newsletter\/confirm\?token=/). */
export function linkIn(text: string, pattern: RegExp): string {
  const links = text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  const link = links.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return link;
}
