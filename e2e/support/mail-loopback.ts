import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT, type ReceivedMail } from './mailbox';

// The browser tests' mail server: a real SMTP server on loopback that the API delivers to (SMTP_URL), with the
// messages it received readable as JSON over HTTP, so that a test reads the e-mail a person would get.

const received: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
smtp.listen(Number(process.env.MAIL_SMTP_PORT ?? MAIL_SMTP_PORT), '127.0.0.1');

createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/messages') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(received));
    return;
  }
  res.writeHead(404).end();
}).listen(Number(process.env.MAIL_HTTP_PORT ?? MAIL_HTTP_PORT), '127.0.0.1');
