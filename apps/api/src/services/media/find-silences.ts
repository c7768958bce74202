import { createInterface } from 'node:readline';
import { ffmpegInputArgs } from './decode-audio';
import { MediaError } from './media-error';
import { spawnTool, tailCollector } from './run-tool';

export interface Silence {
  start: number;
  end: number;
}

export interface TimeRange {
  start: number;
  end: number;
}

export interface FindSilencesOptions {
  /** Below this level counts as silence. -35 dB keeps room tone and breaths out of "speech" on ordinary recordings. */
  noiseDb?: number;
  /** Shorter gaps are the pauses inside a sentence; cutting there would split words that run together. */
  minSilenceSeconds?: number;
  signal?: AbortSignal;
  ffmpegPath?: string;
}

/**
 * Lists the silent stretches of a file's audio with ffmpeg's silencedetect filter. ffmpeg decodes the whole file once
 * (fast: no model, just levels) and reports each silence on stderr, which is read line by line so nothing accumulates.
 */
export async function findSilences(path: string, options: FindSilencesOptions = {}): Promise<Silence[]> {
  const noiseDb = options.noiseDb ?? -35;
  const minSilence = options.minSilenceSeconds ?? 0.3;
  const args = [
    '-v',
    'info',
    ...ffmpegInputArgs(path),
    '-ac',
    '1',
    '-af',
    `silencedetect=noise=${noiseDb}dB:duration=${minSilence}`,
    '-f',
    'null',
    '-',
  ];
  const { child, finished } = spawnTool('ffmpeg', options.ffmpegPath ?? 'ffmpeg', args, {
    signal: options.signal,
    killSignal: 'SIGKILL',
  });
  const silences: Silence[] = [];
  const stderr = tailCollector();
  let openStart: number | null = null;
  if (child.stderr) {
    const lines = createInterface({ input: child.stderr, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => {
      const start = /silence_start: (-?[\d.]+)/.exec(line);
      const end = /silence_end: (-?[\d.]+)/.exec(line);
      if (start?.[1]) openStart = Math.max(0, Number.parseFloat(start[1]));
      else if (end?.[1] && openStart !== null) {
        silences.push({ start: openStart, end: Number.parseFloat(end[1]) });
        openStart = null;
      } else if (!line.includes('silencedetect')) stderr.push(`${line}\n`);
    });
  }
  let exit: Awaited<typeof finished>;
  try {
    exit = await finished;
  } catch (error) {
    throw options.signal?.aborted ? options.signal.reason : error;
  }
  if (exit.code !== 0) throw new MediaError('decode-failed', stderr.text);
  // ffmpeg also reports a silence that runs to the end of the file; planChunks never cuts there, so it does no harm.
  return silences;
}

export interface PlanChunksOptions {
  minSeconds?: number;
  targetSeconds?: number;
  maxSeconds?: number;
  /** The first chunk's own target, where it should differ from the others' (default: targetSeconds). */
  firstTargetSeconds?: number;
}

/** Gaps at least this long are real pauses (a sentence end, a breath); shorter ones may fall between close words. */
const CLEAR_PAUSE_SECONDS = 0.5;

/**
 * Splits [0, duration] into consecutive ranges of minSeconds..maxSeconds, each cut in the middle of a silence so no
 * word is torn in two. Among the silences that give an allowed length it takes the one nearest targetSeconds (even
 * chunks keep parallel workers equally busy), preferring clear pauses over short gaps. Where speech runs on with no
 * silence at all, it falls back to a hard cut at targetSeconds.
 */
export function planChunks(durationSeconds: number, silences: Silence[], options: PlanChunksOptions = {}): TimeRange[] {
  const min = options.minSeconds ?? 20;
  const max = Math.max(options.maxSeconds ?? 60, 2 * min);
  const target = Math.min(Math.max(options.targetSeconds ?? 30, min), max);
  const chunks: TimeRange[] = [];
  let position = 0;
  // Cut while the rest is too long for one chunk, or long enough for one of about the target length and one more.
  while (durationSeconds - position > max || durationSeconds - position >= target + min) {
    // Never leave a last piece shorter than min: it would cost a whole engine start for a few words.
    const latest = Math.max(position + min, Math.min(position + max, durationSeconds - min));
    const earliest = position + min;
    const inWindow = silences
      .map((silence) => ({ cut: (silence.start + silence.end) / 2, length: silence.end - silence.start }))
      .filter(({ cut }) => cut >= earliest && cut <= latest);
    const clear = inWindow.filter(({ length }) => length >= CLEAR_PAUSE_SECONDS);
    const candidates = clear.length > 0 ? clear : inWindow;
    const aim = position + (chunks.length === 0 ? Math.min(Math.max(options.firstTargetSeconds ?? target, min), max) : target);
    const best = candidates.reduce<{ cut: number } | null>(
      (found, candidate) => (!found || Math.abs(candidate.cut - aim) < Math.abs(found.cut - aim) ? candidate : found),
      null,
    );
    const cut = best ? best.cut : aim;
    chunks.push({ start: position, end: cut });
    position = cut;
  }
  if (durationSeconds > position || chunks.length === 0) chunks.push({ start: position, end: durationSeconds });
  return chunks;
}
