import { resolve } from 'node:path';
import { z } from 'zod';
import { measureDecodedSeconds } from './measure-decoded-duration';
import { MediaError } from './media-error';
import { spawnTool, tailCollector } from './run-tool';

export interface MediaInfo {
  /** Length of the audio in seconds (the audio stream's own length when the container gives it, else the file's). */
  durationSeconds: number;
  hasAudio: boolean;
  /** A real picture track; cover art attached to an MP3 or M4A does not count. */
  hasVideo: boolean;
  formatName: string;
  audioCodec: string | null;
}

export interface ProbeOptions {
  ffprobePath?: string;
  signal?: AbortSignal;
  /** ffprobe reads only headers and a little data, so anything slower than this is a stuck or hostile file. */
  timeoutMs?: number;
  /**
   * On (the default, what a transcription needs): a file without audio, or with audio of zero length, throws MediaError.
   * Off: such a file is described (hasAudio false) and only an unreadable file throws.
   */
  requireAudio?: boolean;
}

const numberish = z.union([z.string(), z.number()]).optional();
const ffprobeOutputSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        duration: numberish,
        disposition: z.object({ attached_pic: z.number().optional() }).partial().optional(),
      }),
    )
    .default([]),
  format: z
    .object({
      format_name: z.string().optional(),
      duration: numberish,
    })
    .optional(),
});

/**
 * Formats ffprobe can "open" that are not audio or video at all: a text file is shown as ANSI art (`tty`) and a
 * picture as an image stream. Saying "no audio track" about those would be misleading, so they count as unreadable.
 */
const NOT_MEDIA_FORMATS = /^(tty|image2|.*_pipe|gif|webp|svg|bin)$/;

function toSeconds(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Reads a media file's container and streams with ffprobe; a file we cannot transcribe throws MediaError. */
export async function probeMedia(path: string, options: ProbeOptions = {}): Promise<MediaInfo> {
  const command = options.ffprobePath ?? 'ffprobe';
  // An absolute path can never be mistaken for an ffprobe option, whatever the file is called.
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', resolve(path)];
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const { child, finished } = spawnTool('ffprobe', command, args, { signal, killSignal: 'SIGKILL' });
  const stderr = tailCollector();
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  let exit: Awaited<typeof finished>;
  try {
    exit = await finished;
  } catch (error) {
    if (signal.aborted) throw options.signal?.aborted ? options.signal.reason : new MediaError('unreadable', 'ffprobe timed out', error);
    throw error;
  }
  if (exit.code !== 0) throw new MediaError('unreadable', stderr.text);

  let parsed: z.infer<typeof ffprobeOutputSchema>;
  try {
    parsed = ffprobeOutputSchema.parse(JSON.parse(stdout));
  } catch (error) {
    throw new MediaError('unreadable', `unexpected ffprobe output: ${stdout.slice(0, 200)}`, error);
  }
  const formatName = parsed.format?.format_name ?? '';
  if (!parsed.format || NOT_MEDIA_FORMATS.test(formatName)) throw new MediaError('unreadable', `format ${formatName || 'unknown'}`);

  const audio = parsed.streams.filter((s) => s.codec_type === 'audio');
  const hasVideo = parsed.streams.some((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const requireAudio = options.requireAudio ?? true;
  if (audio.length === 0 && requireAudio) throw new MediaError('no-audio', stderr.text);

  const audioDurations = audio.map((s) => toSeconds(s.duration)).filter((d): d is number => d !== null);
  const claimed = audioDurations.length > 0 ? Math.max(...audioDurations) : toSeconds(parsed.format.duration);
  // A file written as it was made (a browser's MediaRecorder WebM, any piped output) has no duration in its header:
  // decoding its audio tells how long it is.
  const durationSeconds = claimed ?? (audio.length > 0 ? await measureDecodedSeconds(path, { signal }) : 0);
  if (durationSeconds <= 0 && requireAudio) throw new MediaError('empty', stderr.text);

  return {
    durationSeconds,
    hasAudio: audio.length > 0,
    hasVideo,
    formatName,
    audioCodec: audio[0]?.codec_name ?? null,
  };
}
