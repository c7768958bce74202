import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type VerbatimClient } from '@verbatim/core-sdk';
import { endpoints, routes } from '@verbatim/core-sdk/contracts';
import { match } from 'path-to-regexp';
import { describe, expect, it } from 'vitest';
import { servedEndpoints } from './served-endpoints';

const here = dirname(fileURLToPath(import.meta.url));
const sdkSource = join(here, '../../../packages/core-sdk/src');
const definitions = Object.values(endpoints);

/**
 * One call of every SDK method that talks to the API over HTTP, by "resource.method". The test below fails when
 * the client gains a method that is not listed here, so every new method is checked against the definitions.
 */
const WEBHOOK_ID = '6b1c1a4e-9f4d-4a57-9a3c-2f1f7c9f2c11';

const sdkCalls: Record<string, (client: VerbatimClient) => Promise<unknown>> = {
  'auth.register': (c) => c.auth.register({ email: 'a@example.com', password: 'long enough', firstName: 'A' }),
  'auth.login': (c) => c.auth.login({ email: 'a@example.com', password: 'x' }),
  'auth.currentUser': (c) => c.auth.currentUser(),
  'auth.verifyEmail': (c) => c.auth.verifyEmail('token'),
  'auth.resendEmailVerification': (c) => c.auth.resendEmailVerification(),
  'auth.postLogin': (c) => c.auth.postLogin(),
  'auth.forgotPassword': (c) => c.auth.forgotPassword({ email: 'a@example.com' }),
  'auth.verifyResetToken': (c) => c.auth.verifyResetToken('token'),
  'auth.resetPassword': (c) => c.auth.resetPassword({ token: 'token', password: 'long enough' }),
  'auth.logout': (c) => c.auth.logout(),
  'auth.signInOptions': (c) => c.auth.signInOptions(),
  'user.get': (c) => c.user.get(),
  'user.stats': (c) => c.user.stats(),
  'user.update': (c) => c.user.update({ firstName: 'Ada', lastName: null }),
  'user.preferences': (c) => c.user.preferences(),
  'user.updatePreferences': (c) => c.user.updatePreferences({ mode: 'fast', exportFormat: 'docx' }),
  'user.invoices': (c) => c.user.invoices(),
  'speech.languages': (c) => c.speech.languages(),
  'auth.changePassword': (c) => c.auth.changePassword({ currentPassword: 'old password', newPassword: 'new password' }),
  'auth.endOtherSessions': (c) => c.auth.endOtherSessions(),
  'stats.get': (c) => c.stats.get(),
  'transcriptions.list': (c) => c.transcriptions.list({ q: 'x' }),
  'search.transcripts': (c) => c.search.transcripts({ q: 'budget -draft' }),
  'transcriptions.pages': (c) => c.transcriptions.pages().next(),
  'transcriptions.all': (c) => c.transcriptions.all().next(),
  'transcriptions.get': (c) => c.transcriptions.get('t/1'),
  'transcriptions.delete': (c) => c.transcriptions.delete('t1'),
  'transcriptions.retry': (c) => c.transcriptions.retry('t1'),
  'transcriptions.update': (c) => c.transcriptions.update('t1', { fileName: 'renamed.mp3' }),
  'transcriptions.undoEdit': (c) => c.transcriptions.undoEdit('t1'),
  'transcriptions.summarize': (c) => c.transcriptions.summarize('t1', { summaryType: 'short' }),
  'transcriptions.chat': (c) => c.transcriptions.chat('t1', { message: 'What was agreed?' }),
  'transcriptions.translate': (c) => c.transcriptions.translate('t1', { targetLanguage: 'es', languageName: 'Spanish' }),
  'transcriptions.translation': (c) => c.transcriptions.translation('t1', 'es'),
  'transcriptions.downloadTranslation': (c) => c.transcriptions.downloadTranslation('t1', 'es', 'srt'),
  'ai.status': (c) => c.ai.status(),
  'ai.translationLanguages': (c) => c.ai.translationLanguages('en'),
  'transcriptions.audio': (c) => c.transcriptions.audio('t1'),
  'transcriptions.download': (c) => c.transcriptions.download('t1', 'srt', { timestamps: true }),
  'publishableKeys.list': (c) => c.publishableKeys.list(),
  'publishableKeys.create': (c) => c.publishableKeys.create({ name: 'Site', origins: ['https://example.com'] }),
  'publishableKeys.revoke': (c) => c.publishableKeys.revoke('AbCdEfGh12345678'),
  'apiKeys.list': (c) => c.apiKeys.list(),
  'apiKeys.create': (c) => c.apiKeys.create({ name: 'Backend', scopes: ['transcriptions:read'] }),
  'apiKeys.revoke': (c) => c.apiKeys.revoke('AbCdEfGh12345678'),
  'webhooks.list': (c) => c.webhooks.list(),
  'webhooks.create': (c) => c.webhooks.create({ url: 'https://example.com/hooks', events: ['transcription.completed'] }),
  'webhooks.update': (c) => c.webhooks.update(WEBHOOK_ID, { enabled: false }),
  'webhooks.remove': (c) => c.webhooks.remove(WEBHOOK_ID),
  'webhooks.rotateSecret': (c) => c.webhooks.rotateSecret(WEBHOOK_ID),
  'webhooks.deliveries': (c) => c.webhooks.deliveries(WEBHOOK_ID),
  'webhooks.redeliver': (c) => c.webhooks.redeliver(WEBHOOK_ID, WEBHOOK_ID),
  'webhooks.sendTest': (c) => c.webhooks.sendTest(WEBHOOK_ID),
  'widget.config': (c) => c.widget.config(),
  'widget.transcription': (c) => c.widget.transcription('t1'),
  'shares.create': (c) => c.shares.create('t1', { expiresInDays: 7, allowMedia: true }),
  'shares.list': (c) => c.shares.list('t1'),
  'shares.revoke': (c) => c.shares.revoke('s1'),
  'shares.get': (c) => c.shares.get('tok'),
  'shares.download': (c) => c.shares.download('tok', 'vtt', { header: false }),
  'objects.requestUploadUrl': (c) => c.objects.requestUploadUrl({ contentType: 'audio/mpeg' }),
  'objects.processUpload': (c) => c.objects.processUpload({ uploadURL: '/x', fileName: 'a.mp3', fileSize: 1 }),
  'uploads.upload': (c) => c.uploads.upload(new Blob(['RIFF'], { type: 'audio/wav' }), { fileName: 'a.wav', path: 'direct' }),
  'uploads.largeUploadHealth': (c) => c.uploads.largeUploadHealth(),
  'uploads.processLargeUpload': (c) => c.uploads.processLargeUpload({ filePath: '/x', fileName: 'a.mp3', fileSize: 1 }),
  // A recording's whole life: POST, PATCHes, the PATCH that declares the length, process-large, and DELETE.
  'uploads.startRecording': async (c) => {
    const recording = await c.uploads.startRecording({ fileName: 'a.webm', mimeType: 'video/webm' });
    await recording.append(new Blob(['webm']));
    await recording.finish({ finalBytes: new Blob(['end']), draftText: 'hello' }).catch(() => undefined);
    await recording.cancel();
  },
  'uploads.resumeRecording': async (c) => {
    const recording = await c.uploads.resumeRecording('http://verbatim.test/api/uploads/tus/dXBsb2Fkcw', {
      fileName: 'a.webm',
      mimeType: 'video/webm',
    });
    await recording.append(new Blob(['webm']));
  },
  'health.check': (c) => c.health.check(),
  'health.ready': (c) => c.health.ready(),
  'billing.catalogue': (c) => c.billing.catalogue(),
  'billing.creditTransactions': (c) => c.billing.creditTransactions({ limit: 5 }),
  'billing.allCreditTransactions': (c) => c.billing.allCreditTransactions().next(),
  'billing.createOrder': (c) => c.billing.createOrder({ credits: 100, amount: 1.99 }),
  'billing.verifyPayment': (c) => c.billing.verifyPayment({ razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's' }),
  'billing.startTrial': (c) => c.billing.startTrial({ planType: 'pro' }),
  'billing.cancelSubscription': (c) => c.billing.cancelSubscription({ reason: 'Too dear' }),
  'billing.selectPlan': (c) => c.billing.selectPlan({ plan: 'pro' }),
  'billing.planChange': (c) => c.billing.planChange({ plan: 'basic' }),
  'billing.receipt': (c) => c.billing.receipt('p1'),
  'admin.stats': (c) => c.admin.stats(),
  'admin.users': (c) => c.admin.users({ q: 'ada', page: 2, limit: 20 }),
  'admin.paymentAttempts': (c) => c.admin.paymentAttempts({ limit: 50 }),
  'admin.storageHealth': (c) => c.admin.storageHealth(),
  'admin.storageHistory': (c) => c.admin.storageHistory(),
  'admin.environment': (c) => c.admin.environment(),
  'admin.activity': (c) => c.admin.activity({ minutes: 15 }),
  'admin.stuck': (c) => c.admin.stuck(),
  'admin.search': (c) => c.admin.search('meeting'),
  'admin.report': (c) => c.admin.report({ minutes: 240 }),
  'admin.retryTranscription': (c) => c.admin.retryTranscription('t1'),
  'admin.grantCredits': (c) => c.admin.grantCredits('u1', { credits: 100, reason: 'Goodwill' }),
  'admin.setUserDisabled': (c) => c.admin.setUserDisabled('u1', { disabled: true, reason: 'Abuse' }),
  'admin.resendVerificationEmail': (c) => c.admin.resendVerificationEmail('u1'),
  'admin.auditLog': (c) => c.admin.auditLog({ limit: 10 }),
  'admin.newsletterIssues': (c) => c.admin.newsletterIssues(),
  'admin.previewNewsletterIssue': (c) => c.admin.previewNewsletterIssue({ subject: 'News', body: '# Hello' }),
  'admin.sendNewsletterIssue': (c) => c.admin.sendNewsletterIssue({ subject: 'News', body: '# Hello' }, { idempotencyKey: 'issue-1' }),
  'admin.resumeNewsletterIssue': (c) => c.admin.resumeNewsletterIssue('3c1d2e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5'),
  'admin.realtime': (c) => c.admin.realtime(),
  'analytics.startSession': (c) => c.analytics.startSession({ timezone: 'Europe/Paris' }),
  'analytics.pageview': (c) => c.analytics.pageview({ sessionId: 's1', page: '/', title: 'Dashboard', referrer: '' }),
  'analytics.endSession': (c) => c.analytics.endSession({ sessionId: 's1' }),
  'analytics.trackLocation': (c) => c.analytics.trackLocation({ timezone: 'Europe/Paris' }),
  'blog.list': (c) => c.blog.list(),
  'blog.get': (c) => c.blog.get('a-post'),
  'blog.saved': (c) => c.blog.saved(),
  'blog.save': (c) => c.blog.save('a-post'),
  'blog.unsave': (c) => c.blog.unsave('a-post'),
  'contact.send': (c) => c.contact.send({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' }),
  'contact.details': (c) => c.contact.details(),
  'newsletter.subscribe': (c) => c.newsletter.subscribe({ email: 'a@example.com', source: 'blog' }),
  'newsletter.confirm': (c) => c.newsletter.confirm({ token: 'a-token' }),
  'newsletter.unsubscribe': (c) => c.newsletter.unsubscribe({ token: 'a-token' }),
  'account.exportData': (c) => c.account.exportData(),
  'account.exports': (c) => c.account.exports(),
  'account.downloadExport': (c) => c.account.downloadExport('5b0f4a52-6c1e-4c7a-9d1e-2f3a4b5c6d7e'),
  'account.deletionInfo': (c) => c.account.deletionInfo(),
  'account.deleteAccount': (c) => c.account.deleteAccount({ password: 'long enough' }),
  'account.cancelDeletion': (c) => c.account.cancelDeletion({ token: 'a-token' }),
  'account.unsubscribe': (c) => c.account.unsubscribe({ token: 'a-token' }),
};

/** Methods that make no HTTP call of their own: they compute, or hand back something that calls later. */
const notCalls = new Set([
  'uploads.choosePath',
  'uploads.createQueue',
  'realtime.updates',
  'realtime.captions',
  'transcriptions.audioUrl',
  'shares.audioUrl',
]);

interface Sent {
  method: string;
  path: string;
}

/**
 * A client whose fetch records each request and answers 200 with an empty JSON object; tus requests get the headers
 * tus answers with (where the upload is, how much of it has arrived), so a recording's later requests are made too.
 */
function recordingClient(): { client: VerbatimClient; sent: Sent[] } {
  const sent: Sent[] = [];
  let uploaded = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname });
    if (url.pathname.startsWith(routes.createResumableUpload.path)) {
      if (method === 'POST') return new Response(null, { status: 201, headers: { Location: `${url.href}/dXBsb2Fkcw` } });
      if (method === 'PATCH') uploaded += init?.body instanceof Blob ? init.body.size : 0;
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(uploaded) } });
    }
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { client: createClient({ baseUrl: 'http://verbatim.test', fetch }), sent };
}

function definitionFor({ method, path }: Sent) {
  return definitions.find((d) => d.method === method && match(d.path, { decode: decodeURIComponent })(path) !== false);
}

/** Source text without its comments (documentation may name paths; code may not). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('endpoint definitions', () => {
  it('are each served once by the API, and the API serves nothing else', () => {
    const served = servedEndpoints().map((s) => s.definition);
    expect(new Set(served).size).toBe(served.length);
    expect(served.filter((d) => !definitions.includes(d as (typeof definitions)[number]))).toEqual([]);
    expect(definitions.filter((d) => !served.includes(d)).map((d) => d.name)).toEqual([]);
  });

  it('match their routes by name, method and path', () => {
    for (const [name, definition] of Object.entries(endpoints)) {
      expect(definition).toMatchObject(routes[name as keyof typeof routes]);
      expect(definition.name).toBe(name);
      expect(Object.keys(definition.responses).length).toBeGreaterThan(0);
    }
  });

  it('are the only way the API mounts routes', () => {
    const mounting = sourceFiles(here).filter((file) => /new Router\b|router\.register\(/.test(readFileSync(file, 'utf8')));
    expect(mounting.map((file) => relative(here, file))).toEqual(['http/mount-endpoints.ts']);
  });

  it('back every SDK method that calls the API, and the SDK writes no API path of its own', async () => {
    const { client, sent } = recordingClient();
    const methods = Object.entries(client).flatMap(([resource, members]) =>
      Object.entries(members as Record<string, unknown>)
        .filter(([, member]) => typeof member === 'function')
        .map(([method]) => `${resource}.${method}`),
    );
    expect(methods.filter((m) => !(m in sdkCalls) && !notCalls.has(m))).toEqual([]);

    for (const [name, call] of Object.entries(sdkCalls)) {
      sent.length = 0;
      await call(client).catch(() => undefined); // the empty answers make some calls throw after sending
      expect(sent.length, `${name} sent no request`).toBeGreaterThan(0);
      for (const request of sent) expect(definitionFor(request), `${name}: ${request.method} ${request.path}`).toBeDefined();
    }

    // Paths live in the contracts (the route table, the socket's path); the SDK's code names none of its own.
    const literalPaths = sourceFiles(sdkSource)
      .filter((file) => !relative(sdkSource, file).startsWith(`contracts${sep}`))
      .filter((file) => /\/api\//.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(sdkSource, file));
    expect(literalPaths).toEqual([]);
  });

  it('give the navigation URLs of the SDK from their routes', () => {
    const { client } = recordingClient();
    expect(client.auth.logoutUrl).toBe(`http://verbatim.test${routes.logoutAndGoHome.path}`);
    expect(client.auth.googleLoginUrl).toBe(`http://verbatim.test${routes.startGoogleSignIn.path}`);
    expect(client.transcriptions.audioUrl('a/b')).toBe('http://verbatim.test/api/transcriptions/a%2Fb/audio');
    expect(client.shares.audioUrl('a/b')).toBe('http://verbatim.test/api/shared/a%2Fb/audio');
  });
});
