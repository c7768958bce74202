// Seeding the API benchmark's database: meeting-like transcripts from a realistic word list, written many rows per
// statement. The database's own triggers and generated columns index them for search, as they do for real writes.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(join(root, 'package.json'));
const { wordList } = await import(require.resolve('random-words'));

/** Words that carry speech (articles, pronouns, auxiliaries), most frequent first; English stemming drops most. */
const FUNCTION_WORDS = (
  'the and to of a I you that it we is in so this for on be have with they what not are was but just like do ' +
  'think know yeah can going there at if all about would our get one right okay will me as well really could'
).split(' ');

/** A seeded generator (mulberry32), so that every run writes the same transcripts. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The vocabulary in frequency order: the function words first, then the ~1,950 common English words of
 * `random-words` in a fixed shuffled order. Word ranks follow Zipf's law (the k-th word about 1/k as often as the
 * first), as in real speech, so a few words are in every transcript and most in a few.
 */
export const VOCABULARY = (() => {
  const content = [...new Set(wordList)].filter((word) => !FUNCTION_WORDS.includes(word));
  const next = random(7);
  for (let i = content.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [content[i], content[j]] = [content[j], content[i]];
  }
  return [...FUNCTION_WORDS, ...content];
})();

const CUMULATIVE = (() => {
  let sum = 0;
  const weights = VOCABULARY.map((_, rank) => {
    sum += 1 / (rank + 1);
    return sum;
  });
  return weights.map((weight) => weight / sum);
})();

function pick(next) {
  const target = next();
  let low = 0;
  let high = CUMULATIVE.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (CUMULATIVE[mid] < target) low = mid + 1;
    else high = mid;
  }
  return VOCABULARY[low];
}

/** One meeting: `words` words in sentences of 8 to 21 words, one segment per sentence, 0.4 s a word. */
export function transcript(seed, words) {
  const next = random(seed);
  const sentences = [];
  const segments = [];
  let at = 0;
  while (at < words) {
    const length = Math.min(words - at, 8 + Math.floor(next() * 14));
    const sentenceWords = Array.from({ length }, () => pick(next));
    sentenceWords[0] = sentenceWords[0][0].toUpperCase() + sentenceWords[0].slice(1);
    const text = `${sentenceWords.join(' ')}.`;
    sentences.push(text);
    segments.push({ start: Math.round(at * 4) / 10, end: Math.round((at + length) * 4 - 1) / 10, text });
    at += length;
  }
  return { text: sentences.join(' '), segments };
}

const INSERT = `insert into transcriptions (user_id, file_name, file_size, mime_type, upload_path, status, progress,
  duration_seconds, transcript_text, segments, language, engine, created_at, updated_at, completed_at)
  select $1::uuid, f, 9600000, 'audio/mpeg', 'direct', 'completed', 100, d, t, s::jsonb, 'en', 'local', c, c, c
  from unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::timestamptz[]) as u(f, d, t, s, c)`;

/** Rows per statement: about 2 MB of text and segments, few enough round trips that the database does the work. */
const BATCH = 100;

/**
 * `count` transcriptions of `words` words for `userId`, a meeting a day going back from now, in batches over the
 * given connections at once (each a `query(sql, params)`).
 */
export async function seedTranscriptions(queries, { userId, count, words, seedBase, onProgress }) {
  const now = Date.now();
  let nextBatch = 0;
  let written = 0;
  async function worker(query) {
    while (nextBatch * BATCH < count) {
      const first = nextBatch++ * BATCH;
      const size = Math.min(BATCH, count - first);
      const columns = [[], [], [], [], []];
      for (let i = first; i < first + size; i++) {
        const { text, segments } = transcript(seedBase + i + 1, words);
        columns[0].push(`weekly-sync-${String(count - i).padStart(5, '0')}.mp3`);
        columns[1].push(Math.round(words * 0.4));
        columns[2].push(text);
        columns[3].push(JSON.stringify(segments));
        columns[4].push(new Date(now - (i + 1) * 3_600_000 + (i % 7) * 1000).toISOString());
      }
      await query(INSERT, [userId, ...columns]);
      written += size;
      onProgress?.(written);
    }
  }
  await Promise.all(queries.map(worker));
}
