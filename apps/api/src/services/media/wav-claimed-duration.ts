/** The `data` size a WAV writer puts in the header when it cannot know the length (a live stream). */
const UNKNOWN_SIZE = 0xffffffff;

/**
 * The length a WAV file's header announces, from its `fmt ` byte rate and `data` chunk size, or null for anything
 * else. ffprobe reports a WAV's length from the bytes that are there, so for a cut-off WAV only the header still
 * says how long the recording was meant to be.
 */
export function wavClaimedSeconds(head: Buffer): number | null {
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') return null;
  let byteRate: number | null = null;
  for (let offset = 12; offset + 8 <= head.length; ) {
    const id = head.toString('latin1', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= head.length) byteRate = head.readUInt32LE(offset + 16);
    if (id === 'data') return byteRate && size !== UNKNOWN_SIZE ? size / byteRate : null;
    // Chunks are padded to an even length.
    offset += 8 + size + (size % 2);
  }
  return null;
}
