import {
  createApiError,
  InvalidResponseError,
  NetworkError,
  transcriptionFailure,
  UploadError,
  type UploadStage,
  uploadFailureOf,
} from '@verbatim/core-sdk';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXTS, uploadFailureNotice } from './upload-notices';

// Errors made the way the SDK makes them: by the one factory, from real responses; then read by the SDK as a
// failure and worded here, as the upload queue's provider does.
const apiError = (status: number, body?: { code: string; message: string; details?: unknown }, statusText?: string) =>
  createApiError(
    new Response(body ? JSON.stringify({ error: body }) : null, {
      status,
      ...(statusText ? { statusText } : {}),
      headers: body ? { 'content-type': 'application/json' } : {},
    }),
  );
const network = new NetworkError('Network error: fetch failed', { cause: new TypeError('fetch failed') });

function noticeFor(error: unknown, stage: UploadStage, fileName?: string) {
  const failure = uploadFailureOf(error, stage);
  const { title, description, redirect } = uploadFailureNotice(failure, fileName);
  return { kind: failure.reason, title, message: description, ...(redirect ? { redirect } : {}) };
}

describe('uploadFailureNotice: upload errors in the spec words', () => {
  it('subscription codes: the spec texts, the upload and process variants, and where to go after 3 s', async () => {
    const required = await apiError(403, { code: 'SUBSCRIPTION_REQUIRED', message: '' });
    expect(noticeFor(required, 'upload')).toEqual({
      kind: 'subscription-required',
      title: 'Subscription Required',
      message: 'Subscription required to upload files. Please subscribe to continue.',
      redirect: { to: '/pricing', afterMs: 3000 },
    });
    expect(noticeFor(required, 'process').message).toBe('Subscription required to process files. Please subscribe to continue.');

    const expired = await apiError(403, { code: 'SUBSCRIPTION_EXPIRED', message: '' });
    expect(noticeFor(expired, 'upload')).toMatchObject({
      message: 'Your subscription has expired. Please renew to continue.',
      redirect: { to: '/billing', afterMs: 3000 },
    });
    const cancelled = await apiError(403, { code: 'SUBSCRIPTION_CANCELLED', message: '' });
    expect(noticeFor(cancelled, 'process')).toMatchObject({
      message: 'Your subscription was cancelled. Please reactivate to continue.',
      redirect: { to: '/billing', afterMs: 3000 },
    });
  });

  it("prefers the API's more specific words for a subscription code", async () => {
    const freeUsedUp = await apiError(403, {
      code: 'SUBSCRIPTION_REQUIRED',
      message: "You have used today's 3 free transcriptions. They renew at midnight UTC, or choose a plan to continue now.",
    });
    expect(noticeFor(freeUsedUp, 'upload')).toMatchObject({
      title: 'Subscription Required',
      message: expect.stringContaining("today's 3 free transcriptions"),
    });
  });

  it('titles a refusal by its cause, so a file’s length is never told as today’s free transcriptions', async () => {
    const refusal = (cause: string) => ({ cause, durationSeconds: 1860, creditsNeeded: 31, creditsAvailable: 0, maxMinutesPerFile: 30 });
    const tooLong = await apiError(403, {
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'This file is longer than…',
      details: refusal('length'),
    });
    expect(noticeFor(tooLong, 'process')).toMatchObject({
      title: 'Too long for a free transcription',
      message: 'This file is longer than…',
      redirect: { to: '/billing', afterMs: 3000 },
    });
    const usedUp = await apiError(403, { code: 'SUBSCRIPTION_REQUIRED', message: 'You have used…', details: refusal('allowance') });
    expect(noticeFor(usedUp, 'upload')).toMatchObject({ title: 'Free transcriptions used up today', redirect: { to: '/billing' } });
    const credits = await apiError(403, {
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'You have no credits left.',
      details: refusal('credits'),
    });
    expect(noticeFor(credits, 'upload')).toMatchObject({ title: 'Not enough credits', redirect: { to: '/billing' } });
    const plan = await apiError(403, { code: 'SUBSCRIPTION_REQUIRED', message: 'Subscription required…', details: refusal('plan') });
    expect(noticeFor(plan, 'upload')).toMatchObject({ title: 'Subscription Required', redirect: { to: '/pricing' } });
  });

  it('any other 403: the server message, else access denied', async () => {
    expect(noticeFor(await apiError(403, { code: 'FORBIDDEN', message: 'This account is suspended.' }), 'upload')).toEqual({
      kind: 'forbidden',
      title: 'Upload Failed',
      message: 'This account is suspended.',
    });
    expect(noticeFor(await apiError(403, undefined, 'Forbidden'), 'upload-url').message).toBe(
      'Access denied. Please check your subscription status.',
    );
    expect(noticeFor(await apiError(403, undefined, 'Forbidden'), 'upload-url').message).toBe(UPLOAD_TEXTS.accessDenied);
  });

  it('a storage 403 is a refused signature, not the access gate', async () => {
    const s3 = await createApiError(new Response('<Error><Code>SignatureDoesNotMatch</Code></Error>', { status: 403 }));
    expect(noticeFor(s3, 'storage')).toEqual({
      kind: 'failed',
      title: 'Upload Failed',
      message: 'Upload failed. Please try again.',
    });
  });

  it('401: log in for large files on the upload-URL call, logged out elsewhere; to /auth after 0.5 s', async () => {
    const unauthorized = await apiError(401, { code: 'UNAUTHORIZED', message: 'You need to sign in first.' });
    expect(noticeFor(unauthorized, 'upload-url')).toEqual({
      kind: 'unauthorized',
      title: 'Unauthorized',
      message: 'Please log in first to upload large files',
      redirect: { to: '/auth', afterMs: 500 },
    });
    for (const stage of ['upload', 'large-upload', 'process'] as const) {
      expect(noticeFor(unauthorized, stage)).toMatchObject({
        title: 'Unauthorized',
        message: 'You are logged out. Logging in again...',
      });
    }
  });

  it('413: the size message with the file name, or the API one', async () => {
    expect(noticeFor(await apiError(413, undefined, 'Payload Too Large'), 'storage', 'film.mov')).toEqual({
      kind: 'too-large',
      title: 'File too large',
      message: 'film.mov: Please select a file smaller than 2GB.',
    });
    const fromApi = await apiError(413, { code: 'PAYLOAD_TOO_LARGE', message: 'talk.mp4: Please select a file smaller than 2GB.' });
    expect(noticeFor(fromApi, 'upload', 'ignored.mp4').message).toBe('talk.mp4: Please select a file smaller than 2GB.');
  });

  it('invalid or empty files', async () => {
    const invalid = await apiError(400, { code: 'INVALID_FILE_TYPE', message: 'notes.mp3: Only audio and video files are supported.' });
    expect(noticeFor(invalid, 'upload')).toEqual({
      kind: 'invalid-type',
      title: 'Invalid File Type',
      message: 'notes.mp3: Only audio and video files are supported.',
    });
    const empty = await apiError(400, { code: 'EMPTY_FILE', message: 'empty.wav: The file is empty.' });
    expect(noticeFor(empty, 'upload')).toMatchObject({
      kind: 'empty-file',
      title: 'Upload Failed',
      message: 'empty.wav: The file is empty.',
    });
  });

  it('refusals the SDK made before sending keep their title and text', () => {
    const refused = new UploadError('INVALID_FILE_TYPE', 'a.pdf: Only audio and video files are supported.');
    expect(noticeFor(refused, 'upload', 'a.pdf')).toEqual({
      kind: 'invalid-type',
      title: 'Invalid File Type',
      message: 'a.pdf: Only audio and video files are supported.',
    });
    const tooBig = new UploadError('PAYLOAD_TOO_LARGE', 'b.mov: Please select a file smaller than 2GB.');
    expect(noticeFor(tooBig, 'upload', 'b.mov')).toEqual({
      kind: 'too-large',
      title: 'File too large',
      message: 'b.mov: Please select a file smaller than 2GB.',
    });
    const empty = new UploadError('EMPTY_FILE', 'c.wav: The file is empty.');
    expect(noticeFor(empty, 'upload', 'c.wav')).toEqual({
      kind: 'empty-file',
      title: 'Upload Failed',
      message: 'c.wav: The file is empty.',
    });
  });

  it('the large-file pre-flight failing in any way: the streaming service is unavailable', async () => {
    const expected = 'Streaming upload service unavailable. Please try again later or contact support.';
    for (const error of [network, await apiError(503, { code: 'SERVICE_UNAVAILABLE', message: 'Down' }), await apiError(404)]) {
      expect(noticeFor(error, 'large-health')).toEqual({
        kind: 'service-unavailable',
        title: 'Upload Failed',
        message: expected,
      });
    }
    expect(noticeFor(await apiError(503, undefined, 'Service Unavailable'), 'large-upload').message).toBe(expected);
    // Signed out is not the service being down: the pre-flight needs a session too.
    const signedOut = await apiError(401, { code: 'UNAUTHORIZED', message: 'Sign in first.' });
    expect(noticeFor(signedOut, 'large-health')).toMatchObject({
      title: 'Unauthorized',
      message: 'You are logged out. Logging in again...',
    });
  });

  it("a restarting server: the API's own words on every sending stage, the spec's text for a bare 503 while streaming", async () => {
    const restarting = await apiError(503, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server restarted before your upload finished. Please upload the file again in a moment.',
    });
    for (const stage of ['upload', 'large-upload', 'storage', 'process'] as const) {
      expect(noticeFor(restarting, stage)).toEqual({
        kind: 'service-unavailable',
        title: 'Upload Failed',
        message: 'The server restarted before your upload finished. Please upload the file again in a moment.',
      });
    }
    const bare = await apiError(503, undefined, 'Service Unavailable');
    expect(noticeFor(bare, 'storage').message).toBe(UPLOAD_TEXTS.streamingUnavailable);
    expect(noticeFor(bare, 'upload')).toEqual({
      kind: 'service-unavailable',
      title: 'Upload Failed',
      message: UPLOAD_TEXTS.serviceUnavailable,
    });
  });

  it('network failures, with the large-file variant', () => {
    const stages: UploadStage[] = ['upload', 'upload-url', 'storage', 'process'];
    for (const stage of stages) {
      expect(noticeFor(network, stage)).toEqual({
        kind: 'network',
        title: 'Upload Failed',
        message: 'Network error occurred during upload',
      });
    }
    expect(noticeFor(network, 'large-upload').message).toBe(UPLOAD_TEXTS.networkLargeFile);
    expect(UPLOAD_TEXTS.networkLargeFile).toMatch(/^Network error uploading large file/);
  });

  it('an answer that cannot be parsed', () => {
    const error = new InvalidResponseError('Failed to parse response of POST /api/transcriptions/upload: not JSON', 200);
    expect(noticeFor(error, 'upload')).toEqual({
      kind: 'invalid-response',
      title: 'Upload Failed',
      message: 'Failed to parse response',
    });
  });

  it('processing failures: the server message, else the spec default', async () => {
    const already = await apiError(400, { code: 'BAD_REQUEST', message: 'This upload has already been processed.' });
    expect(noticeFor(already, 'process').message).toBe('This upload has already been processed.');
    expect(noticeFor(await apiError(500, undefined, 'Internal Server Error'), 'process').message).toBe('Failed to process uploaded file');
    expect(noticeFor(new Error('boom'), 'process').message).toBe('Failed to process uploaded file');
  });

  it('other failures never show markup or a bare status text', async () => {
    const proxy = await createApiError(new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }));
    expect(noticeFor(proxy, 'upload').message).toBe('Upload failed. Please try again.');
    expect(noticeFor(await apiError(500, undefined, 'Internal Server Error'), 'upload').message).toBe('Upload failed. Please try again.');
    expect(noticeFor('something odd', 'upload').message).toBe('Upload failed. Please try again.');
  });

  it('a cancelled upload says so', () => {
    expect(noticeFor(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }), 'storage')).toEqual({
      kind: 'cancelled',
      title: 'Upload Cancelled',
      message: 'The upload was cancelled.',
    });
  });
});

describe('uploadFailureNotice: a failed transcription', () => {
  it("shows the transcription's error message, else the default", () => {
    expect(uploadFailureNotice(transcriptionFailure('This file has no audio track.'))).toEqual({
      title: 'Transcription Failed',
      description: 'This file has no audio track.',
      variant: 'destructive',
    });
    for (const blank of [null, undefined, '  ']) {
      expect(uploadFailureNotice(transcriptionFailure(blank)).description).toBe('An error occurred during transcription.');
    }
  });
});

describe('uploadFailureNotice: failures the SDK reports without an error', () => {
  it('a session that ended while the transcription was followed: logged out, to /auth after 0.5 s', () => {
    expect(uploadFailureNotice({ reason: 'unauthorized', stage: 'transcription' })).toEqual({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
      redirect: { to: '/auth', afterMs: 500 },
    });
  });

  it("a rate limit: the API's words, else the stage's default", async () => {
    const limited = await apiError(429, { code: 'RATE_LIMITED', message: 'Too many uploads. Try again in 20 minutes.' });
    expect(noticeFor(limited, 'upload')).toEqual({
      kind: 'rate-limited',
      title: 'Upload Failed',
      message: 'Too many uploads. Try again in 20 minutes.',
    });
    expect(noticeFor(await apiError(429, undefined, 'Too Many Requests'), 'process').message).toBe('Failed to process uploaded file');
  });
});
