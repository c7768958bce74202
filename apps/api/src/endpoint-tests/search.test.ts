import { type SearchPage, searchPageSchema } from '@verbatim/core-sdk/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionModel } from '../models/transcription';
import { searchTranscripts } from '../services/search/search-transcripts';
import type { HttpSession } from '../test-support/cookie-fetch';
import { type SignedUpSession, signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';
import { hostileString } from '../test-support/zod-arbitraries';

/** A transcript as an engine leaves it: one segment per line, each word half a second, a second's pause between lines. */
function transcriptOf(lines: readonly string[]) {
  const words: { start: number; end: number; text: string }[] = [];
  const segments: { start: number; end: number; text: string }[] = [];
  let at = 0;
  for (const line of lines) {
    const start = at;
    for (const text of line.split(' ')) {
      words.push({ start: at, end: at + 0.4, text });
      at += 0.5;
    }
    segments.push({ start, end: at, text: line });
    at += 1;
  }
  return { words, segments, transcriptText: lines.join(' '), durationSeconds: at };
}

describe.each(testDatabases())('GET /api/search on %s', (database) => {
  let server: TestServer;
  let owner: SignedUpSession;
  let stranger: SignedUpSession;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { RUN_WORKER: 'false' } });
    [owner, stranger] = await Promise.all([signedUpSession(server, 'searcher'), signedUpSession(server, 'search-stranger')]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A completed transcription, written as the pipeline writes it: the database indexes it, nothing else does. */
  async function transcribed(userId: string, fileName: string, lines: readonly string[], language = 'en'): Promise<string> {
    const row = await TranscriptionModel.query(server.deps.db).insertAndFetch({
      userId,
      fileName,
      fileSize: 1000,
      mimeType: 'audio/mpeg',
      mediaKey: null,
      uploadPath: 'direct',
      status: 'completed',
      progress: 100,
      language,
      engine: 'local',
      completedAt: new Date(),
      ...transcriptOf(lines),
    });
    return row.id;
  }

  async function search(http: HttpSession, q: string, extra: Record<string, string> = {}): Promise<SearchPage> {
    const res = await http.get(`/api/search?${new URLSearchParams({ q, ...extra })}`);
    expect(res.status, res.text).toBe(200);
    return searchPageSchema.strict().parse(res.json);
  }
  const ids = (page: SearchPage) => page.items.map((item) => item.transcriptionId);
  /** Each passage's highlighted words, as a reader sees them. */
  const highlighted = (page: SearchPage, id: string) =>
    page.items.find((item) => item.transcriptionId === id)?.matches.flatMap((m) => m.highlights.map((h) => m.text.slice(h.from, h.to)));

  it('finds the passage that says it, with its times in the recording and the matched words', async () => {
    const id = await transcribed(owner.userId, 'walrus-briefing.mp3', [
      'Good morning and welcome to the briefing.',
      'The walrus colony moved north this spring.',
      'Questions come at the end.',
    ]);
    const page = await search(owner.http, 'walrus');
    expect(page.items).toEqual([
      {
        transcriptionId: id,
        fileName: 'walrus-briefing.mp3',
        createdAt: expect.any(String),
        matches: [{ start: 4.5, end: 8, text: 'The walrus colony moved north this spring.', highlights: [{ from: 4, to: 10 }] }],
      },
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('shows a short passage whole and cuts a long one to the words around the match', async () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const long = `${filler(40)} the heron waded in ${filler(40)}`;
    const id = await transcribed(owner.userId, 'long-segment.mp3', [long]);
    const page = await search(owner.http, 'heron');
    const match = page.items.find((item) => item.transcriptionId === id)?.matches[0];
    expect(match?.text.split(' ').length).toBeLessThanOrEqual(30);
    expect(match?.text).toContain('heron waded in');
    expect(match?.highlights.map((h) => match.text.slice(h.from, h.to))).toEqual(['heron']);
  });

  it('ranks the transcript that is about the word above one that mentions it once', async () => {
    const once = await transcribed(owner.userId, 'weekly-sync.mp3', [
      'We talked about holidays and the office plants.',
      'Someone asked about the marmot poster.',
      'Then we went for lunch together.',
    ]);
    const about = await transcribed(owner.userId, 'field-notes.mp3', [
      'The marmot population grew.',
      'Each marmot burrow was counted.',
      'Marmots whistle when hawks come near.',
    ]);
    expect(ids(await search(owner.http, 'marmot'))).toEqual([about, once]);
  });

  it('stems words in the transcript’s language: respect finds respectable, and Spanish is stemmed as Spanish', async () => {
    const english = await transcribed(owner.userId, 'manners.mp3', ['She was a thoroughly respectable neighbour.']);
    const spanish = await transcribed(owner.userId, 'canciones.mp3', ['Hablamos de las canciones populares del pueblo.'], 'es');
    const respect = await search(owner.http, 'respect');
    expect(ids(respect)).toEqual([english]);
    expect(highlighted(respect, english)).toEqual(['respectable']);
    const song = await search(owner.http, 'canción');
    expect(ids(song)).toEqual([spanish]);
    expect(highlighted(song, spanish)).toEqual(['canciones']);
  });

  it('matches a quoted phrase only where the words are said together', async () => {
    const together = await transcribed(owner.userId, 'quarterly.mp3', ['The quarterly pelican report is late.']);
    await transcribed(owner.userId, 'apart.mp3', ['The pelican flew off.', 'Our quarterly report is fine.']);
    const page = await search(owner.http, '"quarterly pelican"');
    expect(ids(page)).toEqual([together]);
    expect(highlighted(page, together)).toEqual(['quarterly', 'pelican']);
  });

  it('finds a phrase across two segments and in a file name, needs every word of a longer one, and keeps its order', async () => {
    const { userId, http } = await signedUpSession(server, 'search-phrases');
    const across = await transcribed(userId, 'across.mp3', ['We need the harbour', 'otter survey by June.']);
    const named = await transcribed(userId, 'Harbour otter notes.mp3', ['Nothing else was said.']);
    const apart = await transcribed(userId, 'apart.mp3', ['The otter left the harbour.']);
    const apostrophe = await transcribed(userId, 'team.mp3', ["Ask O'Neil's harbour team."]);
    expect(new Set(ids(await search(http, '"harbour otter"')))).toEqual(new Set([across, named]));
    expect(ids(await search(http, '"harbour otter survey"'))).toEqual([across]);
    expect(ids(await search(http, '"harbour otter" -survey'))).toEqual([named]);
    expect(ids(await search(http, `"O'Neil's harbour"`))).toEqual([apostrophe]);
    expect(ids(await search(http, '"otter harbour"'))).toEqual([]);
    // A stop word between the words: the phrase keeps its place, and no adjacent pair is needed.
    expect(ids(await search(http, '"left the harbour"'))).toEqual([apart]);
    // With "or", a match need not say the phrase.
    expect(new Set(ids(await search(http, '"harbour otter" or left')))).toEqual(new Set([across, named, apart]));
  });

  it('leaves out a transcript that says an excluded word anywhere, and "or" finds either', async () => {
    const plain = await transcribed(owner.userId, 'plain-otter.mp3', ['An otter swam past the dock.']);
    const excluded = await transcribed(owner.userId, 'otter-and-heron.mp3', ['An otter swam by.', 'A heron watched it.']);
    const either = await transcribed(owner.userId, 'lynx.mp3', ['A lynx crossed the trail.']);
    expect(ids(await search(owner.http, 'otter -heron'))).toEqual([plain]);
    expect(new Set(ids(await search(owner.http, 'otter or lynx')))).toEqual(new Set([plain, excluded, either]));
    // Only an exclusion leaves nothing to look for.
    expect((await search(owner.http, '-heron')).items).toEqual([]);
  });

  it('shows the file name match and nothing of anyone else’s transcripts', async () => {
    const mine = await transcribed(owner.userId, 'Narwhal interview.mp3', ['We spoke at length.']);
    const theirs = await transcribed(stranger.userId, 'narwhal-private.mp3', ['The narwhal tusk is a tooth.']);
    const page = await search(owner.http, 'narwhal');
    expect(page.items).toEqual([expect.objectContaining({ transcriptionId: mine, matches: [] })]);
    expect(ids(await search(stranger.http, 'narwhal'))).toEqual([theirs]);
    expect(ids(await search(stranger.http, 'walrus'))).toEqual([]);
  });

  it('finds an edit at once, forgets the words it replaced, and finds them again after undo', async () => {
    const id = await transcribed(owner.userId, 'misheard.mp3', ['The zebra launch is on Friday.']);
    const zebra = transcriptOf(['The zebra launch is on Friday.']).words.findIndex((word) => word.text === 'zebra');
    const edited = await owner.http.request('PATCH', `/api/transcriptions/${id}`, {
      edits: [{ start: zebra, end: zebra + 1, text: 'Zürich' }],
      version: 0,
    });
    expect(edited.status, edited.text).toBe(200);
    const page = await search(owner.http, 'zürich');
    expect(ids(page)).toEqual([id]);
    expect(page.items[0]?.matches[0]).toMatchObject({ start: 0, text: 'The Zürich launch is on Friday.' });
    expect(ids(await search(owner.http, 'zebra'))).toEqual([]);

    const undone = await owner.http.post(`/api/transcriptions/${id}/undo`, { version: 1 });
    expect(undone.status, undone.text).toBe(200);
    expect(ids(await search(owner.http, 'zebra'))).toEqual([id]);
    expect(ids(await search(owner.http, 'zürich'))).toEqual([]);

    const renamed = await owner.http.request('PATCH', `/api/transcriptions/${id}`, { fileName: 'Kestrel launch.mp3' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(ids(await search(owner.http, 'kestrel'))).toEqual([id]);
  });

  it('pages through every result once', async () => {
    const { userId, http } = await signedUpSession(server, 'search-pages');
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await transcribed(userId, `gecko-${i}.mp3`, [`Gecko sighting number ${i}.`]));
    const first = await search(http, 'gecko', { limit: '10' });
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).not.toBeNull();
    const second = await search(http, 'gecko', { limit: '10', cursor: first.nextCursor ?? '' });
    const third = await search(http, 'gecko', { limit: '10', cursor: second.nextCursor ?? '' });
    expect(third.items).toHaveLength(3);
    expect(third.nextCursor).toBeNull();
    expect(new Set([...ids(first), ...ids(second), ...ids(third)])).toEqual(new Set(made));
  });

  it('ranks only the newest matches and every file-name match, however many transcripts say the word', async () => {
    const { userId } = await signedUpSession(server, 'search-candidates');
    const oldNamed = await transcribed(userId, 'heron-census.mp3', ['A count of the birds.']);
    const oldSaid = await transcribed(userId, 'old-notes.mp3', ['The heron stood in the reeds.']);
    const newer = [];
    for (let i = 0; i < 3; i++) newer.push(await transcribed(userId, `walk-${i}.mp3`, [`Heron number ${i} flew over the heron pond.`]));
    const page = await searchTranscripts(server.deps.db, userId, { q: 'heron', candidates: 3 });
    // The old file named after the word is found, and ranked above the text matches; the old text-only match is not ranked.
    expect(ids(page)[0]).toBe(oldNamed);
    expect(new Set(ids(page))).toEqual(new Set([oldNamed, ...newer]));
    expect(ids(page)).not.toContain(oldSaid);
    expect(page.nextCursor).toBeNull();
    // With room for every match, the old one is found too.
    expect(ids(await searchTranscripts(server.deps.db, userId, { q: 'heron' }))).toContain(oldSaid);
  });

  describe('hostile queries answer 400 or nothing, never 500', () => {
    const refused = [
      ['no q', ''],
      ['a blank q', 'q=%20%20'],
      ['10 KB', `q=${'a'.repeat(10_240)}`],
      ['a control character', `q=${encodeURIComponent('walrus\u0000')}`],
      ['an escape sequence', `q=${encodeURIComponent('\u001b[31mwalrus')}`],
      ['a cursor this server did not make', 'q=walrus&cursor=bm9wZQ'],
      ['a limit of 0', 'q=walrus&limit=0'],
    ] as const;
    it.each(refused)('%s is refused with VALIDATION_FAILED', async (_name, query) => {
      const res = await owner.http.get(`/api/search?${query}`);
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    });

    const empty = ['-', '" or -', '((( )))', '!!! & | <->', 'the of and', '""""', "'", ':*', '\\'];
    it.each(empty)('%j finds nothing', async (q) => {
      expect((await search(owner.http, q)).items).toEqual([]);
    });

    it('an unbalanced quote still searches', async () => {
      const id = await transcribed(owner.userId, 'ibis.mp3', ['A scarlet ibis landed.']);
      expect(ids(await search(owner.http, '"scarlet ibis'))).toEqual([id]);
    });

    it('any string, query syntax and hostile text mixed in, answers 200 or 400', async () => {
      const syntax = fc.constantFrom('"', '-', ' or ', '(', ')', '&', '|', '!', '<->', ':*', "'", '\\', ' ', 'walrus', 'the');
      const query = fc
        .oneof(
          hostileString,
          fc.array(fc.oneof(syntax, fc.string({ maxLength: 6 })), { maxLength: 40 }).map((parts) => parts.join('')),
        )
        // A few KB at most: past the server's header limit a request is refused before it reaches the search.
        .map((q) => q.slice(0, 2_000));
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const res = await owner.http.get(`/api/search?${new URLSearchParams({ q })}`);
          expect([200, 400], `${JSON.stringify(q)}: ${res.text}`).toContain(res.status);
          if (res.status === 200) searchPageSchema.strict().parse(res.json);
        }),
        { numRuns: 60, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false },
      );
    }, 60_000);

    it('a 500-character query of operators and words answers', async () => {
      const q = Array.from({ length: 50 }, (_, i) => (i % 2 ? '-"a b" or' : 'walrus'))
        .join(' ')
        .slice(0, 500);
      await search(owner.http, q);
    });
  });

  it('asks to sign in first', async () => {
    const res = await fetch(`${server.url}/api/search?q=walrus`);
    expect(res.status).toBe(401);
  });
});
