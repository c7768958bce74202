import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The espeak-ng voice and speed the speech tests use, chosen by measuring pocketsphinx's word error rate on ten
 * everyday sentences over all 100 espeak-ng voice variants at several speeds and pitches. Most formant voices sound
 * nothing like the recorded speech the en-us model learnt from (the default voice at 140 wpm: 68-93% WER); this one
 * gave the lowest, about 16% (see bench/transcription/README.md).
 */
export const TEST_VOICE = { voice: 'en-us+edward', wordsPerMinute: 160 } as const;

/**
 * Two sentences of everyday words, so a failure means the pipeline is broken, not that the model lacks a word. Two
 * rather than one because on a single short sentence one misheard phrase swings the error rate by 30 points.
 */
export const SHORT_SPEECH_TEXT =
  'Please send the report to the office before the end of the week. My brother lives in a small house near the river and works at the hospital.';

export const LONG_SPEECH_SENTENCES = [
  'The weather today is sunny and warm.',
  'Many people are walking in the park with their children.',
  'I would like to buy a cup of coffee and read the morning news.',
  'Please send the report to the office before the end of the week.',
  'The meeting will start at ten in the morning and everyone should bring their notes.',
  'My brother lives in a small house near the river.',
  'He works at the hospital and comes home late every night.',
  'We went to the market on Saturday to buy fresh fruit and bread.',
  'The children played in the garden until it was time for dinner.',
  'She called her mother on the phone to talk about the holiday.',
];

export interface SpeechFile {
  path: string;
  /** What was spoken, for word error rate. */
  text: string;
  durationSeconds: number;
}

export interface TestMedia {
  dir: string;
  /** What the short files say. */
  text: string;
  /** Length of the short speech, as the WAV has it. */
  durationSeconds: number;
  wav: string;
  mp3: string;
  m4a: string;
  flac: string;
  /** H.264 video with the speech as its AAC track. */
  mp4: string;
  /** Two seconds of H.264 video and no audio stream at all. */
  videoWithoutAudio: string;
  zeroBytes: string;
  /** Plain text with an .mp3 name. */
  textAsMp3: string;
  /** The first half of the MP3's bytes, as an interrupted upload or a broken copy leaves it. */
  truncatedMp3: string;
  /** Spoken sentences separated by pauses, for chunking at silences. */
  long: SpeechFile;
}

async function ffmpeg(args: string[]) {
  await run('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args]);
}

export async function mediaDurationSeconds(path: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path]);
  return Number.parseFloat(stdout);
}

/** Speaks `text` with espeak-ng into a WAV file (22.05 kHz mono, espeak's native format). */
export async function speak(text: string, path: string, voice: { voice: string; wordsPerMinute: number } = TEST_VOICE) {
  await run('espeak-ng', ['-v', voice.voice, '-s', String(voice.wordsPerMinute), '-w', path, text]);
}

/**
 * Speaks each sentence and joins them with `pauseSeconds` of silence between, like a person reading paragraphs. The
 * result is one 16 kHz mono WAV.
 */
export async function speakSentences(sentences: string[], path: string, pauseSeconds = 0.8): Promise<SpeechFile> {
  const workDir = `${path}.parts`;
  await mkdir(workDir, { recursive: true });
  const parts: string[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const part = join(workDir, `${index}.wav`);
    await speak(sentence, part);
    parts.push(part);
  }
  const inputs = parts.flatMap((part) => ['-i', part]);
  const pauses = parts.map((_, i) => `[${i}:a]aresample=16000,apad=pad_dur=${pauseSeconds}[a${i}]`);
  const joined = `${parts.map((_, i) => `[a${i}]`).join('')}concat=n=${parts.length}:v=0:a=1[out]`;
  // -bitexact and no metadata: a plain 44-byte WAV header, so a program that skips exactly 44 bytes (pocketsphinx
  // 0.8 reading a .wav) sees the same samples as ffmpeg does. Lavf's usual LIST chunk would shift them.
  await ffmpeg([
    ...inputs,
    ...['-filter_complex', [...pauses, joined].join(';'), '-map', '[out]', '-ac', '1', '-ar', '16000'],
    ...['-bitexact', '-map_metadata', '-1', path],
  ]);
  await rm(workDir, { recursive: true, force: true });
  return { path, text: sentences.join(' '), durationSeconds: await mediaDurationSeconds(path) };
}

async function exists(path: string) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes every file at most once per machine: the directory name is a hash of the recipe, so all test files of a run
 * (vitest runs them in several workers) and later runs share one set. A worker builds into its own directory and
 * renames it into place, so two workers racing never see half-made files.
 */
let pending: Promise<TestMedia> | null = null;
export function makeTestMedia(): Promise<TestMedia> {
  pending ??= build();
  return pending;
}

const RECIPE_VERSION = 4;

async function build(): Promise<TestMedia> {
  const recipe = JSON.stringify({ RECIPE_VERSION, TEST_VOICE, SHORT_SPEECH_TEXT, LONG_SPEECH_SENTENCES });
  const hash = createHash('sha256').update(recipe).digest('hex').slice(0, 12);
  const dir = join(tmpdir(), `verbatim-test-media-${hash}`);
  const files = (base: string): TestMedia => ({
    dir: base,
    text: SHORT_SPEECH_TEXT,
    durationSeconds: 0,
    wav: join(base, 'speech.wav'),
    mp3: join(base, 'speech.mp3'),
    m4a: join(base, 'speech.m4a'),
    flac: join(base, 'speech.flac'),
    mp4: join(base, 'speech-video.mp4'),
    videoWithoutAudio: join(base, 'silent-video.mp4'),
    zeroBytes: join(base, 'empty.mp3'),
    textAsMp3: join(base, 'notes.mp3'),
    truncatedMp3: join(base, 'truncated.mp3'),
    long: { path: join(base, 'long-speech.wav'), text: LONG_SPEECH_SENTENCES.join(' '), durationSeconds: 0 },
  });
  if (await exists(join(dir, 'done.json'))) return readMade(dir, files);

  const work = `${dir}.${process.pid}.${Date.now()}`;
  await mkdir(work, { recursive: true });
  const media = files(work);
  await speak(SHORT_SPEECH_TEXT, media.wav);
  const seconds = await mediaDurationSeconds(media.wav);
  await Promise.all([
    ffmpeg(['-i', media.wav, '-c:a', 'libmp3lame', '-b:a', '64k', media.mp3]),
    ffmpeg(['-i', media.wav, '-c:a', 'aac', '-b:a', '64k', media.m4a]),
    ffmpeg(['-i', media.wav, '-c:a', 'flac', media.flac]),
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'color=c=navy:s=160x120:r=10', '-i', media.wav],
      ...['-t', seconds.toFixed(3), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', media.mp4],
    ]),
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=s=160x120:r=10:d=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', media.videoWithoutAudio],
    ]),
    writeFile(media.zeroBytes, new Uint8Array(0)),
    writeFile(media.textAsMp3, 'Meeting notes\n- send the report\n- book the room\n'),
  ]);
  const mp3 = await readFile(media.mp3);
  await writeFile(media.truncatedMp3, mp3.subarray(0, Math.floor(mp3.length / 2)));
  const long = await speakSentences(LONG_SPEECH_SENTENCES, media.long.path);
  await writeFile(join(work, 'done.json'), JSON.stringify({ durationSeconds: seconds, longDurationSeconds: long.durationSeconds }));

  try {
    await rename(work, dir);
  } catch {
    // Another worker finished first; its files are the same, so use them and drop ours.
    await rm(work, { recursive: true, force: true });
  }
  return readMade(dir, files);
}

async function readMade(dir: string, files: (base: string) => TestMedia): Promise<TestMedia> {
  const media = files(dir);
  const done = JSON.parse(await readFile(join(dir, 'done.json'), 'utf8')) as { durationSeconds: number; longDurationSeconds: number };
  media.durationSeconds = done.durationSeconds;
  media.long.durationSeconds = done.longDurationSeconds;
  return media;
}
