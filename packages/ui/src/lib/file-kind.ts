export type FileKind = 'audio' | 'video';

/** The spec's audio extensions; every other file gets the video icon. */
export const AUDIO_EXTENSIONS: readonly string[] = ['mp3', 'wav', 'm4a', 'flac'];

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  // ".env"-style names have no extension; "name." has an empty one.
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Which icon a file gets: audio for mp3, wav, m4a and flac (any case), video for everything else. */
export function fileKind(fileName: string): FileKind {
  return AUDIO_EXTENSIONS.includes(fileExtension(fileName)) ? 'audio' : 'video';
}
