import { describe, expect, it } from 'vitest';
import { createApiError, InvalidResponseError, NetworkError } from '../errors';
import { UploadError } from './upload-error';
import { transcriptionFailure, uploadFailureOf } from './upload-failure';

// Errors made the way the SDK makes them: by the one factory, from real responses.
const apiError = (status: number, body?: { code: string; message: string; details?: unknown }, headers: Record<string, string> = {}) =>
  createApiError(
    new Response(body ? JSON.stringify({ error: body }) : null, {
      status,
      headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    }),
  );
const network = new NetworkError('Network error: fetch failed', { cause: new TypeError('fetch failed') });

describe('uploadFailureOf: a plain reason for every upload error', () => {
  it('refusals made before sending, by their code', () => {
    expect(uploadFailureOf(new UploadError('INVALID_FILE_TYPE', 'a.pdf: …'), 'upload')).toEqual({
      reason: 'invalid-type',
      stage: 'upload',
    });
    expect(uploadFailureOf(new UploadError('PAYLOAD_TOO_LARGE', 'b.mov: …'), 'large-health')).toEqual({
      reason: 'too-large',
      stage: 'large-health',
    });
    expect(uploadFailureOf(new UploadError('EMPTY_FILE', 'c.wav: …'), 'upload')).toEqual({ reason: 'empty-file', stage: 'upload' });
  });

  it('the session and the subscription, with the API message only when it is its own words', async () => {
    expect(uploadFailureOf(await apiError(401, { code: 'UNAUTHORIZED', message: 'Sign in.' }), 'upload-url')).toEqual({
      reason: 'unauthorized',
      stage: 'upload-url',
    });
    const required = await apiError(403, { code: 'SUBSCRIPTION_REQUIRED', message: 'Your free transcriptions renew at midnight UTC.' });
    expect(uploadFailureOf(required, 'process')).toEqual({
      reason: 'subscription-required',
      stage: 'process',
      serverMessage: 'Your free transcriptions renew at midnight UTC.',
    });
    expect(uploadFailureOf(await apiError(403, { code: 'SUBSCRIPTION_EXPIRED', message: '' }), 'upload')).toEqual({
      reason: 'subscription-expired',
      stage: 'upload',
    });
    expect(uploadFailureOf(await apiError(403, { code: 'SUBSCRIPTION_CANCELLED', message: 'Forbidden' }), 'upload')).toEqual({
      reason: 'subscription-cancelled',
      stage: 'upload',
    });
  });

  it('a subscription refusal carries its cause and figures, so the file’s length is not told as the allowance', async () => {
    const refusal = { cause: 'length', durationSeconds: 1860, creditsNeeded: 31, creditsAvailable: 0, maxMinutesPerFile: 30 };
    const tooLong = await apiError(403, { code: 'SUBSCRIPTION_REQUIRED', message: 'This file is 31 minutes long…', details: refusal });
    expect(uploadFailureOf(tooLong, 'upload')).toEqual({
      reason: 'subscription-required',
      stage: 'upload',
      serverMessage: 'This file is 31 minutes long…',
      refusal,
    });
    // Details that are not the gate's own are left out rather than trusted.
    const odd = await apiError(403, { code: 'SUBSCRIPTION_REQUIRED', message: 'Pay.', details: { cause: 'weather' } });
    expect(uploadFailureOf(odd, 'upload')).not.toHaveProperty('refusal');
  });

  it('403 is forbidden, except from storage, where it is a refused signature', async () => {
    expect(uploadFailureOf(await apiError(403, { code: 'FORBIDDEN', message: 'This account is suspended.' }), 'upload')).toEqual({
      reason: 'forbidden',
      stage: 'upload',
      serverMessage: 'This account is suspended.',
    });
    const s3 = await createApiError(new Response('<Error><Code>SignatureDoesNotMatch</Code></Error>', { status: 403 }));
    expect(uploadFailureOf(s3, 'storage')).toEqual({ reason: 'failed', stage: 'storage' });
  });

  it('size, type and empty files refused by the server', async () => {
    expect(uploadFailureOf(await apiError(413), 'storage')).toEqual({ reason: 'too-large', stage: 'storage' });
    expect(uploadFailureOf(await apiError(400, { code: 'INVALID_FILE_TYPE', message: 'x.mp3: not media' }), 'upload')).toMatchObject({
      reason: 'invalid-type',
      serverMessage: 'x.mp3: not media',
    });
    expect(uploadFailureOf(await apiError(400, { code: 'EMPTY_FILE', message: '' }), 'upload')).toEqual({
      reason: 'empty-file',
      stage: 'upload',
    });
  });

  it('429 and 503 carry when to try again; only the API’s own 503 keeps its words', async () => {
    const limited = await apiError(429, { code: 'RATE_LIMITED', message: 'Too many uploads.' }, { 'Retry-After': '60' });
    expect(uploadFailureOf(limited, 'upload')).toEqual({
      reason: 'rate-limited',
      stage: 'upload',
      serverMessage: 'Too many uploads.',
      retryAfterSeconds: 60,
    });
    const restarting = await apiError(503, { code: 'SERVICE_UNAVAILABLE', message: 'The server is restarting.' }, { 'Retry-After': '10' });
    expect(uploadFailureOf(restarting, 'storage')).toEqual({
      reason: 'service-unavailable',
      stage: 'storage',
      serverMessage: 'The server is restarting.',
      retryAfterSeconds: 10,
    });
    expect(uploadFailureOf(await apiError(503), 'storage')).toEqual({ reason: 'service-unavailable', stage: 'storage' });
  });

  it('any failure of the large-file pre-flight means the service is unavailable, except a 401', async () => {
    for (const error of [network, await apiError(404), new InvalidResponseError('no endpoint', 200)]) {
      expect(uploadFailureOf(error, 'large-health')).toEqual({ reason: 'service-unavailable', stage: 'large-health' });
    }
    // The pre-flight is for signed-in users: a signed-out person is sent to sign in, not told the service is down.
    const signedOut = await apiError(401, { code: 'UNAUTHORIZED', message: 'Sign in.' });
    expect(uploadFailureOf(signedOut, 'large-health')).toEqual({ reason: 'unauthorized', stage: 'large-health' });
  });

  it('network, nonsense answers, cancellation and anything else', async () => {
    expect(uploadFailureOf(network, 'large-upload')).toEqual({ reason: 'network', stage: 'large-upload' });
    expect(uploadFailureOf(new InvalidResponseError('not JSON', 200), 'upload')).toEqual({ reason: 'invalid-response', stage: 'upload' });
    expect(uploadFailureOf(new DOMException('Stopped.', 'AbortError'), 'storage')).toEqual({ reason: 'cancelled', stage: 'storage' });
    const proxy = await createApiError(new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }));
    expect(uploadFailureOf(proxy, 'process')).toEqual({ reason: 'failed', stage: 'process' });
    expect(uploadFailureOf('something odd', 'upload')).toEqual({ reason: 'failed', stage: 'upload' });
  });
});

describe('transcriptionFailure', () => {
  it("keeps the transcription's own reason when it has one", () => {
    expect(transcriptionFailure('  No audio track. ')).toEqual({
      reason: 'transcription-failed',
      stage: 'transcription',
      serverMessage: 'No audio track.',
    });
    expect(transcriptionFailure('  ')).toEqual({ reason: 'transcription-failed', stage: 'transcription' });
    expect(transcriptionFailure(null)).toEqual({ reason: 'transcription-failed', stage: 'transcription' });
  });
});
