import { statSync } from 'node:fs';
import { ApiError, isSubscriptionRequiredError, UnauthorizedError } from '@verbatim/core-sdk';
import {
  deleteTranscriptionResponseSchema,
  retryTranscriptionResponseSchema,
  searchPageSchema,
  statsSchema,
  transcriptionPageSchema,
  transcriptionSchema,
} from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdkSession, signedUpSdk, uploadFile, waitUntilSettled } from '../test-support/core-sdk-session';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

describe.each(endpointTestDatabases())('the SDK works with transcriptions on the real API on %s', (database) => {
  let server: TestServer;
  let media: TestMedia;

  beforeAll(async () => {
    media = await makeTestMedia();
    server = await startTestServer({ database, env: { WORKER_CONCURRENCY: '2' } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('lists, searches, reads, counts, fetches the media of and deletes a spoken file', async () => {
    const { client, fetch } = await signedUpSdk(server, 'journey');
    expect((await client.transcriptions.list()).items).toEqual([]);
    expect(await client.stats.get()).toEqual({ totalTranscriptions: 0, hoursTranscribed: 0, creditsUsed: 0 });

    const { transcriptionId: id } = await uploadFile(fetch, server, media.mp3, 'Quarterly Review.mp3', 'audio/mpeg');
    const done = await waitUntilSettled(client, id);
    expect(transcriptionSchema.parse(done)).toEqual(done);
    expect(done).toMatchObject({ id, fileName: 'Quarterly Review.mp3', status: 'completed', progress: 100, mediaAvailable: true });
    expect(done.transcriptText?.length).toBeGreaterThan(10);
    expect(done.words.length).toBeGreaterThan(3);

    const all = transcriptionPageSchema.strict().parse(await client.transcriptions.list());
    expect(all).toMatchObject({ nextCursor: null, total: 1 });
    expect(all.items.map((t) => t.id)).toEqual([id]);
    expect(all.items[0]).not.toHaveProperty('transcriptText');
    expect((await client.transcriptions.list({ q: 'quarterly' })).items.map((t) => t.id)).toEqual([id]);
    expect((await client.transcriptions.list({ q: 'zebra-not-there' })).items).toEqual([]);

    // What the engine heard is searchable as soon as it is written, with the passage's time in the recording.
    const heard = done.words.find((word) => /^[a-z]{4,}$/i.test(word.text)) ?? done.words[0];
    const found = searchPageSchema.strict().parse(await client.search.transcripts({ q: heard?.text ?? '' }));
    expect(found.items.map((item) => item.transcriptionId)).toEqual([id]);
    const passage = found.items[0]?.matches[0];
    expect(passage?.start).toBeLessThanOrEqual(heard?.start ?? 0);
    expect(passage?.end).toBeGreaterThanOrEqual(heard?.end ?? 0);
    expect(passage?.highlights.map((h) => passage.text.slice(h.from, h.to).toLowerCase())).toContain(heard?.text.toLowerCase());

    const stats = statsSchema.parse(await client.stats.get());
    expect(stats.totalTranscriptions).toBe(1);
    // A free account's transcription is paid by today's allowance, not with credits.
    expect(stats.creditsUsed).toBe(0);
    expect(stats.hoursTranscribed).toBe(Math.round(((done.duration ?? 0) / 3600) * 100) / 100);
    expect(await client.user.stats()).toEqual(stats);

    const audio = await client.transcriptions.audio(id);
    expect(audio.fileName).toBe('Quarterly Review.mp3');
    expect(audio.blob.size).toBe(statSync(media.mp3).size);
    expect(audio.blob.type).toBe('audio/mpeg');

    // A completed transcription has nothing to retry.
    const retry = await client.transcriptions.retry(id).catch((caught: unknown) => caught);
    expect(retry).toBeInstanceOf(ApiError);
    expect(retry).toMatchObject({ status: 409 });

    expect(deleteTranscriptionResponseSchema.parse(await client.transcriptions.delete(id))).toEqual({
      success: true,
      message: 'Transcription deleted.',
    });
    const gone = await client.transcriptions.get(id).catch((caught: unknown) => caught);
    expect(gone).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await client.transcriptions.list()).items).toEqual([]);
  });

  it('retries a failed transcription: it is queued again and fails the same way', async () => {
    const { client, fetch } = await signedUpSdk(server, 'retry');
    const { transcriptionId: id } = await uploadFile(fetch, server, media.videoWithoutAudio, 'silent.mp4', 'video/mp4');
    const failed = await waitUntilSettled(client, id);
    expect(failed).toMatchObject({ status: 'failed', errorMessage: 'This file has no audio track.' });

    const retried = retryTranscriptionResponseSchema.parse(await client.transcriptions.retry(id));
    expect(retried.transcription).toMatchObject({ id, status: 'pending', progress: 0, errorMessage: null });
    expect(await waitUntilSettled(client, id)).toMatchObject({ status: 'failed', errorMessage: 'This file has no audio track.' });
  });

  it("answers 404 for another user's transcription on every call", async () => {
    const owner = await signedUpSdk(server, 'owner');
    const { transcriptionId: id } = await uploadFile(owner.fetch, server, media.flac, 'mine.flac', 'audio/flac');
    const stranger = await signedUpSdk(server, 'stranger');
    const calls = [
      () => stranger.client.transcriptions.get(id),
      () => stranger.client.transcriptions.delete(id),
      () => stranger.client.transcriptions.retry(id),
      () => stranger.client.transcriptions.audio(id),
    ];
    for (const call of calls) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect((error as Error).message).toMatch(/^404: \{"error":/);
    }
    expect((await stranger.client.transcriptions.list()).items).toEqual([]);
    expect((await owner.client.transcriptions.get(id)).id).toBe(id);
    await waitUntilSettled(owner.client, id);
  });

  it('answers UnauthorizedError to every transcription call when signed out', async () => {
    const { client } = sdkSession(server);
    const calls = [
      () => client.transcriptions.list(),
      () => client.transcriptions.get('00000000-0000-4000-8000-000000000000'),
      () => client.transcriptions.delete('00000000-0000-4000-8000-000000000000'),
      () => client.transcriptions.retry('00000000-0000-4000-8000-000000000000'),
      () => client.stats.get(),
      () => client.user.stats(),
    ];
    for (const call of calls) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('refuses the fourth upload of the day on the free plan with SubscriptionRequiredError', async () => {
    const { client, fetch } = await signedUpSdk(server, 'allowance');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await uploadFile(fetch, server, media.flac, `day-${i}.flac`, 'audio/flac')).transcriptionId);
    const fourth = await uploadFile(fetch, server, media.flac, 'day-3.flac', 'audio/flac').catch((caught: unknown) => caught);
    expect(isSubscriptionRequiredError(fourth)).toBe(true);
    expect(fourth).toMatchObject({
      status: 403,
      reason: 'SUBSCRIPTION_REQUIRED',
      serverMessage: expect.stringContaining('free transcriptions'),
    });
    expect((await client.user.get()).trialTranscriptionsUsed).toBe(3);
    expect((await client.transcriptions.list()).items.map((t) => t.id).sort()).toEqual([...ids].sort());
    for (const id of ids) await waitUntilSettled(client, id);
  });
});
