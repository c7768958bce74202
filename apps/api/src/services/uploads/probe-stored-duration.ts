import type { AppDeps } from '../../deps';
import { probeMedia } from '../media/probe-media';

/**
 * The length in seconds of the audio of a stored upload, read with ffprobe before it becomes a transcription. A file
 * with no audio, or that cannot be read, throws MediaError (a 415 with the words the job would fail it with).
 */
export async function probeStoredDuration(deps: AppDeps, key: string): Promise<number> {
  const media = await deps.storage.localPath(key);
  try {
    return (await probeMedia(media.path)).durationSeconds;
  } finally {
    await media.release();
  }
}
