import { type Transcription, transcriptionSchema } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionModel } from '../models/transcription';
import type { AppEvent } from '../services/events/event-bus';
import type { HttpSession } from '../test-support/cookie-fetch';
import { type SignedUpSession, signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';

/**
 * Two speakers, as an engine labels them, and one word it misheard: "zebra" where "Zürich" was said, with the low
 * confidence an engine gives such a word.
 */
const SPOKEN = [
  ['A', 'Welcome everyone. Today we plan the zebra launch.'],
  ['B', 'Thanks. The budget arrives on Friday.'],
] as const;
const MISHEARD = 'zebra';
const MEANT = 'Zürich';

function transcriptRows() {
  const words: { start: number; end: number; text: string; confidence: number }[] = [];
  const segments: { start: number; end: number; text: string; speaker: string }[] = [];
  let at = 0.5;
  for (const [speaker, line] of SPOKEN) {
    const start = at;
    for (const text of line.split(' ')) {
      words.push({ start: at, end: Math.round((at + 0.35) * 1000) / 1000, text, confidence: text === MISHEARD ? 0.31 : 0.93 });
      at = Math.round((at + 0.5) * 1000) / 1000;
    }
    segments.push({ start, end: at, text: line, speaker });
    at += 1.2;
  }
  return { words, segments, transcriptText: SPOKEN.map(([, line]) => line).join(' '), durationSeconds: at };
}

/** Cues of an SRT or VTT file: their times in seconds and their text. */
function cues(file: string): { start: number; end: number; text: string }[] {
  const seconds = (stamp: string) => {
    const [h = '0', m = '0', s = '0', ms = '0'] = stamp.split(/[:,.]/);
    return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
  };
  return file
    .replace(/\r\n/g, '\n')
    .split(/\n\n+/)
    .flatMap((block) => {
      const lines = block.split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      if (timing < 0) return [];
      const [from = '', to = ''] = (lines[timing] ?? '').split(' --> ');
      return [{ start: seconds(from.trim()), end: seconds(to.trim().split(' ')[0] ?? ''), text: lines.slice(timing + 1).join(' ') }];
    });
}

describe.each(endpointTestDatabases())('transcript edits on %s', (database) => {
  let server: TestServer;
  let owner: SignedUpSession;
  let stranger: HttpSession;
  const original = transcriptRows();
  const misheardAt = original.words.findIndex((word) => word.text === MISHEARD);

  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
    owner = await signedUpSession(server, 'editor');
    stranger = (await signedUpSession(server, 'edit-stranger')).http;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A transcription of the owner's as the pipeline leaves it; a pending one has no transcript yet. */
  async function insertTranscription(status: 'completed' | 'pending' = 'completed'): Promise<string> {
    const completed = status === 'completed';
    const row = await TranscriptionModel.query(server.deps.db).insertAndFetch({
      userId: owner.userId,
      fileName: 'launch-call.mp3',
      fileSize: 1000,
      mimeType: 'audio/mpeg',
      mediaKey: null,
      uploadPath: 'direct',
      status,
      progress: completed ? 100 : 0,
      language: completed ? 'en' : null,
      engine: completed ? 'assemblyai' : null,
      completedAt: completed ? new Date() : null,
      ...(completed ? original : {}),
    });
    return row.id;
  }

  const patch = (http: HttpSession, id: string, body: unknown) => http.request('PATCH', `/api/transcriptions/${id}`, body);
  const undo = (http: HttpSession, id: string, body: unknown = {}) => http.post(`/api/transcriptions/${id}/undo`, body);
  /** The answer as the contract reads it: a transcription, or the test fails saying what came instead. */
  const transcription = (res: { status: number; text: string; json: unknown }): Transcription => {
    expect(res.status, res.text).toBe(200);
    return transcriptionSchema.parse(res.json);
  };
  const fixMisheardWord = { edits: [{ start: misheardAt, end: misheardAt + 1, text: MEANT }] };

  it('renames the file and a speaker without keeping a version, and tells the owner’s other tabs', async () => {
    const id = await insertTranscription();
    const published: AppEvent[] = [];
    const stop = server.deps.events.subscribe((event) => published.push(event));
    try {
      const renamed = transcription(await patch(owner.http, id, { fileName: 'Zürich launch.mp3', speakerNames: { B: ' Priya ' } }));
      expect(renamed).toMatchObject({ fileName: 'Zürich launch.mp3', speakerNames: { B: 'Priya' }, version: 0 });
      expect(renamed.transcriptText).toBe(original.transcriptText);
      await expect.poll(() => published.some((event) => event.type === 'transcription_update' && event.id === id)).toBe(true);
    } finally {
      stop();
    }
    expect(transcription(await owner.http.get(`/api/transcriptions/${id}`))).toMatchObject({
      fileName: 'Zürich launch.mp3',
      speakerNames: { B: 'Priya' },
    });
    // The exports and a shared link name the speaker as the owner did.
    const txt = await owner.http.get(`/api/transcriptions/${id}/download?format=txt`);
    expect(txt.text).toContain('Priya: Thanks.');
    expect(txt.text).toContain('Speaker A: Welcome');
    const link = await owner.http.post(`/api/transcriptions/${id}/share`, {});
    const token = String((link.json as { token: string }).token);
    expect((await server.deps.db('transcriptions').where({ id }).first()).speakerNames).toEqual({ B: 'Priya' });
    expect((await owner.http.get(`/api/shared/${token}`)).json).toMatchObject({ speakerNames: { B: 'Priya' } });

    // A second name merges; an empty one gives the label back its "Speaker A".
    const merged = transcription(await patch(owner.http, id, { speakerNames: { A: 'Ravi' } }));
    expect(merged.speakerNames).toEqual({ A: 'Ravi', B: 'Priya' });
    expect(transcription(await patch(owner.http, id, { speakerNames: { B: '' } })).speakerNames).toEqual({ A: 'Ravi' });

    // Only the transcript's own labels can be named.
    const unknown = await patch(owner.http, id, { speakerNames: { C: 'Nobody' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: 'speakerNames.C' }] } });
  });

  it('edits one misheard word inside its own time, keeps every other word as it was, and undoes it exactly', async () => {
    const id = await insertTranscription();
    const before = transcription(await owner.http.get(`/api/transcriptions/${id}`));
    expect(before.version).toBe(0);

    const edited = transcription(await patch(owner.http, id, { ...fixMisheardWord, version: 0 }));
    expect(edited.version).toBe(1);
    expect(edited.words).toHaveLength(original.words.length);
    edited.words.forEach((word, index) => {
      if (index !== misheardAt) expect(word).toEqual(original.words[index]);
    });
    const old = original.words[misheardAt];
    const fixed = edited.words[misheardAt];
    expect(fixed?.text).toBe(MEANT);
    expect(fixed?.confidence).toBeUndefined();
    expect(fixed?.start).toBeGreaterThanOrEqual(old?.start ?? Number.NaN);
    expect(fixed?.end).toBeLessThanOrEqual(old?.end ?? Number.NaN);
    expect(edited.transcriptText).toBe(original.transcriptText.replace(MISHEARD, MEANT));
    expect(edited.segments.map((s) => [s.speaker, s.text, s.start, s.end])).toEqual(
      original.segments.map((s) => [s.speaker, s.text.replace(MISHEARD, MEANT), s.start, s.end]),
    );
    // The unsure word is gone, so the transcript as a whole is surer.
    expect(edited.confidence).toBeGreaterThan(before.confidence ?? 1);

    const read = transcription(await owner.http.get(`/api/transcriptions/${id}`));
    expect(read).toMatchObject({ transcriptText: edited.transcriptText, version: 1, words: edited.words });

    // Subtitles show the new word in the cue that covers its time.
    for (const format of ['srt', 'vtt'] as const) {
      const file = (await owner.http.get(`/api/transcriptions/${id}/download?format=${format}`)).text;
      expect(file).not.toContain(MISHEARD);
      const cue = cues(file).find((c) => c.text.includes(MEANT));
      expect(cue, file).toBeDefined();
      expect(cue?.start).toBeLessThanOrEqual((fixed?.start ?? 0) + 0.001);
      expect(cue?.end).toBeGreaterThanOrEqual((fixed?.end ?? 0) - 0.001);
    }

    // The list's search reads the edited text.
    const search = async (q: string) =>
      ((await owner.http.get(`/api/transcriptions?q=${encodeURIComponent(q)}`)).json.items as { id: string }[]).map((item) => item.id);
    expect(await search(MEANT)).toContain(id);
    expect(await search(MISHEARD)).not.toContain(id);

    // Undo puts back the text, segments and words exactly, confidences included.
    const undone = transcription(await undo(owner.http, id, { version: 1 }));
    expect(undone).toMatchObject({
      version: 0,
      transcriptText: original.transcriptText,
      segments: original.segments,
      words: original.words,
    });
    expect(undone.confidence).toBe(before.confidence);
    expect(await search(MISHEARD)).toContain(id);
    const again = await undo(owner.http, id);
    expect(again.status).toBe(409);
    expect(again.json.error?.code).toBe('NOTHING_TO_UNDO');
  });

  it('undoes edits one at a time, back to the engine’s transcript, and leaves names alone', async () => {
    const id = await insertTranscription();
    transcription(await patch(owner.http, id, fixMisheardWord));
    const second = transcription(
      await patch(owner.http, id, {
        version: 1,
        fileName: 'renamed.mp3',
        edits: [
          { start: 0, end: 2, text: 'Hello everyone, and welcome.' },
          { start: original.words.length, end: original.words.length, text: 'Goodbye.' },
        ],
      }),
    );
    expect(second.version).toBe(2);
    expect(second.transcriptText).toMatch(/^Hello everyone, and welcome\. .* Zürich .* Friday\. Goodbye\.$/);
    const last = second.words.at(-1);
    expect(last).toEqual({ text: 'Goodbye.', start: original.words.at(-1)?.end, end: original.words.at(-1)?.end });

    const once = transcription(await undo(owner.http, id, { version: 2 }));
    expect(once.version).toBe(1);
    expect(once.transcriptText).toBe(original.transcriptText.replace(MISHEARD, MEANT));
    expect(once.fileName).toBe('renamed.mp3');
    const twice = transcription(await undo(owner.http, id));
    expect(twice).toMatchObject({ version: 0, words: original.words, fileName: 'renamed.mp3' });
    expect(Number((await server.deps.db('transcription_versions').where({ transcriptionId: id }).count({ n: '*' }))[0]?.n)).toBe(0);
  });

  it('refuses a change made on a stale version, an edit past the last word, and edits before the transcript exists', async () => {
    const id = await insertTranscription();
    transcription(await patch(owner.http, id, fixMisheardWord));

    for (const body of [
      { ...fixMisheardWord, version: 0 },
      { fileName: 'late.mp3', version: 0 },
    ]) {
      const stale = await patch(owner.http, id, body);
      expect(stale.status, stale.text).toBe(409);
      expect(stale.json.error?.code).toBe('EDIT_CONFLICT');
    }
    const staleUndo = await undo(owner.http, id, { version: 2 });
    expect(staleUndo.status).toBe(409);
    expect(staleUndo.json.error?.code).toBe('EDIT_CONFLICT');

    const pastEnd = await patch(owner.http, id, { edits: [{ start: 0, end: original.words.length + 1, text: 'Too far' }] });
    expect(pastEnd.status).toBe(409);
    expect(pastEnd.json.error?.code).toBe('TRANSCRIPT_NOT_EDITABLE');
    // Nothing of a refused change was kept.
    expect(transcription(await owner.http.get(`/api/transcriptions/${id}`))).toMatchObject({ version: 1, fileName: 'launch-call.mp3' });

    const pending = await insertTranscription('pending');
    const early = await patch(owner.http, pending, fixMisheardWord);
    expect(early.status).toBe(409);
    expect(early.json.error?.code).toBe('TRANSCRIPT_NOT_EDITABLE');
    // Its file can still be renamed while it is processed.
    expect(transcription(await patch(owner.http, pending, { fileName: 'renamed early.mp3' })).fileName).toBe('renamed early.mp3');
  });

  it('lets only one of two edits made on the same version through, however they race', async () => {
    const id = await insertTranscription();
    const answers = await Promise.all([
      patch(owner.http, id, { ...fixMisheardWord, version: 0 }),
      patch(owner.http, id, { edits: [{ start: 0, end: 1, text: 'Hello' }], version: 0 }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)?.json.error?.code).toBe('EDIT_CONFLICT');
    expect(transcription(await owner.http.get(`/api/transcriptions/${id}`)).version).toBe(1);
  });

  it('answers 400 to bodies the contract refuses', async () => {
    const id = await insertTranscription();
    const bad: unknown[] = [
      {},
      { version: 0 },
      { fileName: '   ' },
      { edits: [] },
      { edits: [{ start: 2, end: 1, text: 'x' }] },
      { edits: [{ start: 0, end: 1 }] },
      { edits: [{ start: -1, end: 1, text: 'x' }] },
      { edits: [{ start: 0.5, end: 1, text: 'x' }] },
      {
        edits: [
          { start: 0, end: 3, text: 'x' },
          { start: 2, end: 4, text: 'y' },
        ],
      },
      { speakerNames: { A: 'x'.repeat(61) } },
      { speakerNames: { A: 'two\nlines' } },
      { fileName: 'x.mp3', version: -1 },
    ];
    for (const body of bad) {
      const res = await patch(owner.http, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error?.code).toBe('VALIDATION_FAILED');
    }
    // JSON that is not an object is refused before the contract reads it.
    expect((await patch(owner.http, id, JSON.stringify('not an object'))).status).toBe(400);
    expect((await undo(owner.http, id, { version: 0 })).status).toBe(400);
    expect(transcription(await owner.http.get(`/api/transcriptions/${id}`))).toMatchObject({ version: 0, fileName: 'launch-call.mp3' });
  });

  it('answers 404 to anyone but the owner, and to ids that cannot be one', async () => {
    const id = await insertTranscription();
    transcription(await patch(owner.http, id, fixMisheardWord));
    for (const res of [
      await patch(stranger, id, { fileName: 'mine now.mp3' }),
      await patch(stranger, id, fixMisheardWord),
      await undo(stranger, id),
      await patch(owner.http, 'not-a-uuid', { fileName: 'x.mp3' }),
      await undo(owner.http, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error?.code).toBe('NOT_FOUND');
    }
    expect(transcription(await owner.http.get(`/api/transcriptions/${id}`))).toMatchObject({ version: 1, fileName: 'launch-call.mp3' });
  });

  it('deletes the kept versions with the transcription', async () => {
    const id = await insertTranscription();
    transcription(await patch(owner.http, id, fixMisheardWord));
    const versions = () => server.deps.db('transcription_versions').where({ transcriptionId: id }).count({ n: '*' });
    expect(Number((await versions())[0]?.n)).toBe(1);
    expect((await owner.http.request('DELETE', `/api/transcriptions/${id}`)).status).toBe(200);
    expect(Number((await versions())[0]?.n)).toBe(0);
  });
});
