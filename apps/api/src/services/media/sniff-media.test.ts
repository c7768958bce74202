import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestMedia, type TestMedia } from '../../test-support/media/make-test-media';
import { SNIFF_BYTES, sniffMedia } from './sniff-media';

const run = promisify(execFile);

/** Containers made from the test speech with ffmpeg: name → [file name, ffmpeg output arguments, expected ext]. */
const CONTAINERS: Record<string, [string, string[], string]> = {
  'MP3 without ID3 tag (frame sync)': ['plain.mp3', ['-c:a', 'libmp3lame', '-id3v2_version', '0', '-write_xing', '0'], 'mp3'],
  'MP2 audio': ['audio.mp2', ['-c:a', 'mp2', '-f', 'mp2'], 'mp2'],
  'QuickTime MOV': ['clip.mov', ['-c:a', 'aac', '-f', 'mov'], 'mov'],
  '3GP': ['clip.3gp', ['-c:a', 'aac', '-ar', '16000', '-f', '3gp'], '3gp'],
  'Ogg Vorbis': ['audio.ogg', ['-c:a', 'libvorbis', '-f', 'ogg'], 'ogg'],
  'Ogg Opus': ['audio.opus', ['-c:a', 'libopus', '-f', 'opus'], 'opus'],
  WebM: ['audio.webm', ['-c:a', 'libopus', '-f', 'webm'], 'webm'],
  Matroska: ['audio.mkv', ['-c:a', 'flac', '-f', 'matroska'], 'mkv'],
  'AAC in ADTS': ['audio.aac', ['-c:a', 'aac', '-f', 'adts'], 'aac'],
  AIFF: ['audio.aiff', ['-c:a', 'pcm_s16be', '-f', 'aiff'], 'aif'],
  AVI: ['clip.avi', ['-c:a', 'libmp3lame', '-f', 'avi'], 'avi'],
  'MPEG transport stream': ['clip.ts', ['-c:a', 'mp2', '-f', 'mpegts'], 'mts'],
  'MPEG program stream': ['clip.mpg', ['-c:a', 'mp2', '-f', 'vob'], 'mpg'],
  'ASF / WMA': ['audio.wma', ['-c:a', 'wmav2', '-f', 'asf'], 'asf'],
  FLV: ['clip.flv', ['-c:a', 'libmp3lame', '-ar', '44100', '-f', 'flv'], 'flv'],
};

let media: TestMedia;
let dir: string;
beforeAll(async () => {
  media = await makeTestMedia();
  dir = await mkdtemp(join(tmpdir(), 'sniff-'));
  await Promise.all(
    Object.values(CONTAINERS).map(([file, args]) =>
      run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', media.wav, '-t', '1', ...args, join(dir, file)]),
    ),
  );
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function head(path: string) {
  return new Uint8Array(await readFile(path)).subarray(0, SNIFF_BYTES);
}

/** A fixed-seed generator (mulberry32): "random" bytes that are the same on every run, so the test cannot flake. */
function seededBytes(length: number, seed: number) {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    bytes[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return bytes;
}

describe('sniffMedia', () => {
  it.each([
    ['WAV', 'wav', 'wav', 'audio/wav'],
    ['MP3 with ID3 tag', 'mp3', 'mp3', 'audio/mpeg'],
    ['M4A', 'm4a', 'm4a', 'audio/x-m4a'],
    ['FLAC', 'flac', 'flac', 'audio/flac'],
    ['MP4 video', 'mp4', 'mp4', 'video/mp4'],
    ['MP4 video without audio (a container all the same; probing refuses it later)', 'videoWithoutAudio', 'mp4', 'video/mp4'],
    ['truncated MP3', 'truncatedMp3', 'mp3', 'audio/mpeg'],
  ] as const)('recognises %s', async (_, key, ext, mime) => {
    expect(await sniffMedia(await head(media[key]))).toEqual({ ext, mime });
  });

  it.each(Object.entries(CONTAINERS))('recognises %s', async (_, [file, , ext]) => {
    const found = await sniffMedia(await head(join(dir, file)));
    expect(found?.ext).toBe(ext);
  });

  it('recognises AMR by its magic line', async () => {
    const amr = new Uint8Array([...new TextEncoder().encode('#!AMR\n'), 0x3c, ...new Uint8Array(31)]);
    expect(await sniffMedia(amr)).toEqual({ ext: 'amr', mime: 'audio/amr' });
  });

  it('refuses a text file named .mp3 and a zero-byte file', async () => {
    expect(await sniffMedia(await head(media.textAsMp3))).toBeNull();
    expect(await sniffMedia(new Uint8Array(0))).toBeNull();
  });

  it('refuses random bytes, including ones that happen to start like an MPEG frame', async () => {
    for (let seed = 1; seed <= 50; seed++) expect(await sniffMedia(seededBytes(SNIFF_BYTES, seed))).toBeNull();
    // 0xFF 0xFB 0x90 is a valid MP3 frame header, but no second frame follows where the first one ends.
    const fake = seededBytes(SNIFF_BYTES, 99);
    fake.set([0xff, 0xfb, 0x90, 0x64]);
    expect(await sniffMedia(fake)).toBeNull();
  });

  it('refuses formats that are not audio or video, and audio with no recorded voice (MIDI)', async () => {
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      0x49,
      0x48,
      0x44,
      0x52,
      ...new Uint8Array(32),
    ]);
    const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    const midi = new Uint8Array([0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, 0, 0x60, ...new Uint8Array(16)]);
    expect(await sniffMedia(png)).toBeNull();
    expect(await sniffMedia(pdf)).toBeNull();
    expect(await sniffMedia(midi)).toBeNull();
  });
});
