import { readFileSync } from 'node:fs';
import { ApiError, createClient, type VerbatimClient, type WidgetKind } from '@verbatim/core-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpSdk } from '../test-support/core-sdk-session';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { wordErrorRate } from '../test-support/media/word-error-rate';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

// The SDK as an embedded widget holds it: a publishable key instead of a session, on a page of another site (the
// Origin header a browser would send), against the real API and speech engine. Node's fetch sends Origin as given.
const SITE = 'https://podcasts.example';
const MAX_WORD_ERROR_RATE = 0.5;

let media: TestMedia;
beforeAll(async () => {
  media = await makeTestMedia();
}, 120_000);

function widgetClient(server: TestServer, key: string, widget: WidgetKind, origin = SITE): VerbatimClient {
  return createClient({ baseUrl: server.url, publishableKey: key, headers: { 'Verbatim-Widget': widget, Origin: origin } });
}

async function settledThroughWidget(client: VerbatimClient, id: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const seen = await client.widget.transcription(id);
    if (seen.status === 'completed' || seen.status === 'failed') return seen;
    if (Date.now() > deadline) throw new Error(`${id} still ${seen.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { status: error.status, code: error.code } : error),
  );

describe.each(endpointTestDatabases())('SDK: a widget with a publishable key, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(() => server?.close());

  it('uploads through the key into the owner’s account, by both paths, and reads the text back', async () => {
    const owner = await signedUpSdk(server, 'widget-owner');
    const { secret } = await owner.client.publishableKeys.create({ name: 'Podcasts site', origins: [SITE], returnText: true });
    const uploader = widgetClient(server, secret, 'uploader');

    const config = await uploader.widget.config();
    expect(config).toMatchObject({ widgets: ['uploader', 'recorder'], returnText: true, minutesLeftToday: null });

    const wav = new Blob([readFileSync(media.wav)], { type: 'audio/wav' });
    const direct = await uploader.uploads.upload(wav, { fileName: 'episode.wav' });
    const resumable = await uploader.uploads.upload(wav, { fileName: 'episode-resumed.wav', path: 'resumable' });

    for (const { transcriptionId } of [direct, resumable]) {
      const seen = await settledThroughWidget(uploader, transcriptionId);
      expect(seen.status).toBe('completed');
      expect(wordErrorRate(media.text, String(seen.text)).rate).toBeLessThan(MAX_WORD_ERROR_RATE);
    }

    const { items } = await owner.client.transcriptions.list();
    expect(items.map((item) => [item.fileName, item.source]).sort()).toEqual([
      ['episode-resumed.wav', { kind: 'widget', widget: 'uploader', origin: SITE, keyName: 'Podcasts site' }],
      ['episode.wav', { kind: 'widget', widget: 'uploader', origin: SITE, keyName: 'Podcasts site' }],
    ]);
    // The key's minutes are counted for its owner.
    const [listed] = (await owner.client.publishableKeys.list()).items;
    expect(listed?.minutesToday).toBeGreaterThan(0);
  }, 180_000);

  it('keeps the text from the page when the key does not return it', async () => {
    const owner = await signedUpSdk(server, 'widget-quiet');
    const { secret } = await owner.client.publishableKeys.create({ name: 'Quiet', origins: [SITE] });
    const uploader = widgetClient(server, secret, 'uploader');
    const { transcriptionId } = await uploader.uploads.upload(new Blob([readFileSync(media.wav)], { type: 'audio/wav' }), {
      fileName: 'quiet.wav',
    });
    const seen = await settledThroughWidget(uploader, transcriptionId);
    expect(seen).toMatchObject({ status: 'completed', text: null });
    // The owner still has the transcript.
    expect((await owner.client.transcriptions.get(transcriptionId)).transcriptText).toBeTruthy();
  }, 120_000);

  it('refuses another origin, a widget the key does not allow, the owner’s own calls, and a revoked key at once', async () => {
    const owner = await signedUpSdk(server, 'widget-refusals');
    const { key, secret } = await owner.client.publishableKeys.create({ name: 'Uploader only', origins: [SITE], widgets: ['uploader'] });

    expect(await refusal(widgetClient(server, secret, 'uploader', 'https://elsewhere.example').widget.config())).toMatchObject({
      status: 403,
      code: 'PUBLISHABLE_KEY_REFUSED',
    });
    expect(await refusal(widgetClient(server, secret, 'recorder').widget.config())).toMatchObject({
      status: 403,
      code: 'PUBLISHABLE_KEY_REFUSED',
    });
    // A key is not a session: the owner's transcriptions and keys stay out of its reach.
    expect(await refusal(widgetClient(server, secret, 'uploader').transcriptions.list())).toMatchObject({ status: 403 });
    expect(await refusal(widgetClient(server, secret, 'uploader').publishableKeys.list())).toMatchObject({ status: 403 });

    const uploader = widgetClient(server, secret, 'uploader');
    await expect(uploader.widget.config()).resolves.toMatchObject({ widgets: ['uploader'] });
    await owner.client.publishableKeys.revoke(key.id);
    expect(await refusal(uploader.widget.config())).toMatchObject({ status: 401, code: 'PUBLISHABLE_KEY_INVALID' });
    const upload = uploader.uploads.upload(new Blob([readFileSync(media.wav)], { type: 'audio/wav' }), { fileName: 'late.wav' });
    expect(await refusal(upload)).toMatchObject({ status: 401, code: 'PUBLISHABLE_KEY_INVALID' });
    expect((await owner.client.transcriptions.list()).items).toEqual([]);
  }, 60_000);

  it('sends a recording as it is made through a recorder key', async () => {
    const owner = await signedUpSdk(server, 'widget-recorder');
    const { secret } = await owner.client.publishableKeys.create({
      name: 'Recorder',
      origins: [SITE],
      widgets: ['recorder'],
      returnText: true,
    });
    const recorder = widgetClient(server, secret, 'recorder');
    const bytes = readFileSync(media.wav);
    const recording = await recorder.uploads.startRecording({ fileName: 'Screen recording.wav', mimeType: 'audio/wav' });
    const half = Math.floor(bytes.length / 2);
    await recording.append(new Blob([bytes.subarray(0, half)]));
    const { transcriptionId } = await recording.finish({ finalBytes: new Blob([bytes.subarray(half)]) });
    const seen = await settledThroughWidget(recorder, transcriptionId);
    expect(seen.status).toBe('completed');
    const [item] = (await owner.client.transcriptions.list()).items;
    expect(item?.source).toEqual({ kind: 'widget', widget: 'recorder', origin: SITE, keyName: 'Recorder' });
  }, 120_000);
});
