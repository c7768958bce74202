import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  ApiError,
  createClient,
  isSubscriptionRequiredError,
  NetworkError,
  SubscriptionRequiredError,
  UnauthorizedError,
  uploadFailureOf,
  type VerbatimClient,
} from '@verbatim/core-sdk';
import {
  listTranscriptionsQuerySchema,
  loginRequestSchema,
  objectUploadRequestSchema,
  objectUploadResponseSchema,
  processObjectUploadRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  searchTranscriptsQuerySchema,
} from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { PASSWORD, sdkSession, signedUpSdk, uniqueEmail } from '../test-support/core-sdk-session';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

/** The fields and messages the shared contract finds wrong, as the API must report them. */
function contractProblems(schema: ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the input was meant to break the contract');
  return result.error.issues.map((issue) => ({ field: issue.path.length > 0 ? issue.path.join('.') : '(body)', message: issue.message }));
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('the call was meant to fail');
    },
    (error: unknown) => error,
  );
}

describe.each(endpointTestDatabases())('SDK errors from the real API on %s', (database) => {
  let server: TestServer;
  let media: TestMedia;
  beforeAll(async () => {
    media = await makeTestMedia();
    server = await startTestServer({ database });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const setPlan = (userId: string, fields: Record<string, unknown>) => server.deps.db('users').where({ id: userId }).update(fields);

  describe('the API validates bodies with the same contracts as the SDK', () => {
    const cases: { name: string; schema: ZodType; input: unknown; call: (client: VerbatimClient, input: never) => Promise<unknown> }[] = [
      {
        name: 'register',
        schema: registerRequestSchema,
        input: { email: 'not-an-email', password: 'seven77', lastName: 5 },
        call: (client, input) => client.auth.register(input),
      },
      { name: 'login', schema: loginRequestSchema, input: { email: '' }, call: (client, input) => client.auth.login(input) },
      {
        name: 'reset password',
        schema: resetPasswordRequestSchema,
        input: { token: ' ', password: 'short' },
        call: (client, input) => client.auth.resetPassword(input),
      },
      {
        name: 'list search',
        schema: listTranscriptionsQuerySchema,
        input: { q: 'x'.repeat(201) },
        call: (client, input) => client.transcriptions.list(input),
      },
      {
        name: 'full-text search',
        schema: searchTranscriptsQuerySchema,
        input: { q: 'x'.repeat(501) },
        call: (client, input) => client.search.transcripts(input),
      },
      {
        name: 'upload URL',
        schema: objectUploadRequestSchema,
        input: { contentType: '  ', fileSize: -1 },
        call: (client, input) => client.objects.requestUploadUrl(input),
      },
      {
        name: 'process upload',
        schema: processObjectUploadRequestSchema,
        input: { uploadURL: '', fileName: '   ', fileSize: 'many' },
        call: (client, input) => client.objects.processUpload(input),
      },
    ];

    it.each(cases)('$name: 400 VALIDATION_FAILED naming exactly what the contract finds', async ({ schema, input, call }) => {
      const { client } = await signedUpSdk(server, 'contract');
      const error = await caught(call(client, input as never));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      const expected = contractProblems(schema, input);
      expect((error as ApiError).details).toEqual({ fields: expected });
      for (const { message } of expected) expect((error as ApiError).serverMessage).toContain(message);
    });
  });

  it('an ApiError message is "{status}: {response text}"', async () => {
    const { client } = await signedUpSdk(server, 'message');
    const error = (await caught(client.transcriptions.get('00000000-0000-4000-8000-000000000000'))) as ApiError;
    expect(error.status).toBe(404);
    expect(error.message.startsWith('404: ')).toBe(true);
    expect(JSON.parse(error.message.slice('404: '.length))).toEqual({ error: { code: 'NOT_FOUND', message: error.serverMessage } });
  });

  it('signed out: UnauthorizedError, unauthorized at the upload-URL call', async () => {
    const { client } = sdkSession(server);
    const error = await caught(client.objects.requestUploadUrl({ fileName: 'big.mp4', contentType: 'video/mp4', fileSize: 50_000_000 }));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(uploadFailureOf(error, 'upload-url')).toEqual({ reason: 'unauthorized', stage: 'upload-url' });
    expect(await caught(client.user.get())).toBeInstanceOf(UnauthorizedError);
  });

  it('a free account may ask for an upload URL; an oversized or non-media file is refused with the spec texts', async () => {
    const { client } = await signedUpSdk(server, 'limits');
    const ok = await client.objects.requestUploadUrl({ fileName: 'talk.mp4', contentType: 'video/mp4', fileSize: 40_000_000 });
    expect(objectUploadResponseSchema.parse(ok)).toEqual(ok);

    const tooBig = await caught(
      client.objects.requestUploadUrl({ fileName: 'huge.mov', contentType: 'video/quicktime', fileSize: 3 * 1024 ** 3 }),
    );
    expect(tooBig).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(uploadFailureOf(tooBig, 'upload-url')).toEqual({
      reason: 'too-large',
      stage: 'upload-url',
      serverMessage: 'huge.mov: Please select a file smaller than 2GB.',
    });

    const pdf = await caught(client.objects.requestUploadUrl({ fileName: 'slides.pdf', contentType: 'application/pdf' }));
    expect(uploadFailureOf(pdf, 'upload-url')).toEqual({
      reason: 'invalid-type',
      stage: 'upload-url',
      serverMessage: 'slides.pdf: Only audio and video files are supported.',
    });

    const unknown = await caught(
      client.objects.processUpload({ uploadURL: 'https://elsewhere.example/x', fileName: 'x.mp3', fileSize: 1 }),
    );
    expect(unknown).toMatchObject({ status: 404 });
    expect(uploadFailureOf(unknown, 'process')).toEqual({
      reason: 'failed',
      stage: 'process',
      serverMessage: (unknown as ApiError).serverMessage,
    });
  });

  it.each([
    {
      reason: 'SUBSCRIPTION_REQUIRED',
      plan: { subscriptionPlan: 'pro', subscriptionStatus: null },
      message: 'Subscription required to upload files. Please subscribe to continue.',
      failureReason: 'subscription-required',
      cause: 'plan',
    },
    {
      reason: 'SUBSCRIPTION_EXPIRED',
      plan: { subscriptionPlan: 'pro', subscriptionStatus: 'active', subscriptionExpiresAt: new Date(Date.now() - 86_400_000) },
      message: 'Your subscription has expired. Please renew to continue.',
      failureReason: 'subscription-expired',
      cause: 'plan',
    },
    {
      reason: 'SUBSCRIPTION_CANCELLED',
      plan: { subscriptionPlan: 'basic', subscriptionStatus: 'cancelled', subscriptionExpiresAt: new Date(Date.now() - 86_400_000) },
      message: 'Your subscription was cancelled. Please reactivate to continue.',
      failureReason: 'subscription-cancelled',
      cause: 'plan',
    },
  ])(
    '403 $reason: SubscriptionRequiredError with that reason and the spec text',
    async ({ reason, plan, message, failureReason, cause }) => {
      const { client, user } = await signedUpSdk(server, reason.toLowerCase());
      // A plan that is not in effect falls back to the free allowance, used up here.
      await setPlan(user.id, { ...plan, trialTranscriptionLimit: 0 });
      const error = await caught(client.objects.requestUploadUrl({ fileName: 'a.mp3', contentType: 'audio/mpeg', fileSize: 40_000_000 }));
      expect(error).toBeInstanceOf(SubscriptionRequiredError);
      expect(isSubscriptionRequiredError(error) && error.reason).toBe(reason);
      expect(error).toMatchObject({ status: 403, code: reason, serverMessage: message });
      expect(uploadFailureOf(error, 'upload-url')).toEqual({
        reason: failureReason,
        stage: 'upload-url',
        serverMessage: message,
        refusal: expect.objectContaining({ cause }),
      });
    },
  );

  it('the process variant: a stored file whose owner lost access is refused when it is processed', async () => {
    const { client, user, fetch } = await signedUpSdk(server, 'process');
    const size = statSync(media.mp3).size;
    const target = await client.objects.requestUploadUrl({ fileName: 'talk.mp3', contentType: 'audio/mpeg', fileSize: size });
    const put = await fetch(new URL(target.uploadURL, server.url), {
      method: 'PUT',
      headers: target.headers,
      body: readFileSync(media.mp3),
    });
    expect(put.ok).toBe(true);
    // A plan with no status is no plan; with the free allowance gone too, nothing pays for the file.
    await setPlan(user.id, { subscriptionPlan: 'pro', subscriptionStatus: null, trialTranscriptionLimit: 0 });

    const error = await caught(client.objects.processUpload({ uploadURL: target.uploadURL, fileName: 'talk.mp3', fileSize: size }));
    expect(error).toMatchObject({ status: 403, reason: 'SUBSCRIPTION_REQUIRED' });
    expect(uploadFailureOf(error, 'process')).toMatchObject({ reason: 'subscription-required', stage: 'process' });

    // A refused upload leaves nothing in storage: with access back, the same file has to be sent again.
    await setPlan(user.id, { subscriptionPlan: 'free', subscriptionStatus: null, trialTranscriptionLimit: 3 });
    const again = await caught(client.objects.processUpload({ uploadURL: target.uploadURL, fileName: 'talk.mp3', fileSize: size }));
    expect(again).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await client.transcriptions.list()).items).toEqual([]);
  });

  it('a wrong password stays an UnauthorizedError, not a signed-out null', async () => {
    const email = uniqueEmail('pw');
    await sdkSession(server).client.auth.register({ email, password: PASSWORD, firstName: 'P' });
    const error = await caught(sdkSession(server).client.auth.login({ email, password: 'nope nope' }));
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
  });

  it('NetworkError when nothing answers on the address', async () => {
    // A port that was free a moment ago: connection refused, as when the API is down.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const client = createClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await caught(client.health.check());
    expect(error).toBeInstanceOf(NetworkError);
    expect(uploadFailureOf(error, 'upload')).toEqual({ reason: 'network', stage: 'upload' });
  });
});
