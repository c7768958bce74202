import type { OutgoingEmail } from './mailer';

export function passwordResetEmail(to: string, link: string): OutgoingEmail {
  return {
    to,
    subject: 'Reset your Verbatim password',
    text: [
      'Someone asked to reset the password of your Verbatim account.',
      '',
      `Choose a new password here: ${link}`,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone asked to reset the password of your Verbatim account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
  };
}
