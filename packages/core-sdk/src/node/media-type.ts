/** The media types of the file extensions people upload most, for a source that names none. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  aac: 'audio/aac',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mkv: 'video/x-matroska',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  oga: 'audio/ogg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  weba: 'audio/webm',
  webm: 'video/webm',
};

/** The media type a file name's extension says, or undefined for one that is not audio or video we know. */
export function mediaTypeOf(fileName: string): string | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : MEDIA_TYPES[extension];
}
