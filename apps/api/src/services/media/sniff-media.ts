import { fileTypeFromBuffer } from 'file-type';

export interface SniffedMedia {
  mime: string;
  ext: string;
}

/** How many leading bytes to read: file-type needs about 4 kB to see past common headers. */
export const SNIFF_BYTES = 4100;

/**
 * Containers that carry audio ffmpeg can decode into speech. file-type also knows MIDI, tracker modules and the like,
 * which are "audio" but have no recorded voice in them, so they are left out on purpose.
 */
const ACCEPTED_EXTENSIONS = new Set([
  'wav',
  'mp3',
  'mp2',
  'mp1',
  'mp4',
  'm4a',
  'm4b',
  'm4v',
  'mov',
  'f4v',
  'f4a',
  'f4b',
  '3gp',
  '3g2',
  'flac',
  'ogg',
  'oga',
  'ogv',
  'opus',
  'spx',
  'webm',
  'mkv',
  'mka',
  'aac',
  'aif',
  'avi',
  'mts',
  'mpg',
  'amr',
  'asf',
  'wma',
  'wmv',
  'flv',
  'ac3',
  'ape',
  'wv',
  'mpc',
  'voc',
  'qcp',
  'caf',
]);

/**
 * Recognises a real audio or video container from the first bytes of a file (magic bytes, never the file name), so an
 * upload route can refuse a text file named `.mp3` before storing it. Returns null for anything else.
 */
export async function sniffMedia(firstBytes: Uint8Array): Promise<SniffedMedia | null> {
  if (firstBytes.length < 4) return null;
  const found = await fileTypeFromBuffer(firstBytes);
  if (!found || !ACCEPTED_EXTENSIONS.has(found.ext)) return null;
  // Bare MPEG audio (MP3 without ID3, ADTS AAC) is recognised by an 11-bit sync word that random data also has now
  // and then; a second frame header where the first frame says it ends makes the match trustworthy.
  if ((found.ext === 'mp3' || found.ext === 'mp2' || found.ext === 'mp1' || found.ext === 'aac') && !startsWithId3(firstBytes)) {
    if (!hasConsecutiveMpegFrames(firstBytes)) return null;
  }
  return { mime: found.mime, ext: found.ext };
}

function startsWithId3(bytes: Uint8Array): boolean {
  return bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
}

// Bit rates in kbit/s, indexed [version-is-MPEG1][layer 1..3][bitrate index]; index 0 is "free format".
const MPEG1_BITRATES = [
  [],
  [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
];
const MPEG2_BITRATES = [
  [],
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
];
const SAMPLE_RATES = [44100, 48000, 32000];
const ADTS_SAMPLE_RATE_COUNT = 13;

/** Length in bytes of the MPEG audio or ADTS frame whose header starts at `offset`, or null if it is not one. */
function mpegFrameLength(bytes: Uint8Array, offset: number): number | null {
  const b1 = bytes[offset + 1];
  const b2 = bytes[offset + 2];
  if (bytes[offset] !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return null;
  const layerBits = (b1 >> 1) & 0x03;
  if (layerBits === 0) {
    // ADTS (AAC): the layer bits are always 0 and the frame length is a 13-bit field.
    const b3 = bytes[offset + 3];
    const b4 = bytes[offset + 4];
    const b5 = bytes[offset + 5];
    if ((b1 & 0xf0) !== 0xf0 || b3 === undefined || b4 === undefined || b5 === undefined) return null;
    if (((b2 >> 2) & 0x0f) >= ADTS_SAMPLE_RATE_COUNT) return null;
    const length = ((b3 & 0x03) << 11) | (b4 << 3) | (b5 >> 5);
    return length >= 7 ? length : null;
  }
  const versionBits = (b1 >> 3) & 0x03;
  if (versionBits === 1) return null; // reserved
  const layer = 4 - layerBits; // 1, 2 or 3
  const bitrateIndex = b2 >> 4;
  const sampleIndex = (b2 >> 2) & 0x03;
  if (bitrateIndex === 0 || bitrateIndex === 15 || sampleIndex === 3) return null;
  const isMpeg1 = versionBits === 3;
  const bitrate = (isMpeg1 ? MPEG1_BITRATES : MPEG2_BITRATES)[layer]?.[bitrateIndex];
  const baseRate = SAMPLE_RATES[sampleIndex];
  if (bitrate === undefined || baseRate === undefined) return null;
  const sampleRate = versionBits === 3 ? baseRate : versionBits === 2 ? baseRate / 2 : baseRate / 4;
  const padding = (b2 >> 1) & 0x01;
  if (layer === 1) return (Math.floor((12 * bitrate * 1000) / sampleRate) + padding) * 4;
  const factor = layer === 3 && !isMpeg1 ? 72 : 144;
  return Math.floor((factor * bitrate * 1000) / sampleRate) + padding;
}

function hasConsecutiveMpegFrames(bytes: Uint8Array): boolean {
  const first = mpegFrameLength(bytes, 0);
  if (first === null) return false;
  // A file shorter than one frame plus a header cannot be checked further; one valid header is then all we can ask.
  if (first + 4 > bytes.length) return true;
  return mpegFrameLength(bytes, first) !== null;
}
