import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { childProcesses, waitUntil } from '../../../test-support/media/child-processes';
import { makeTestMedia } from '../../../test-support/media/make-test-media';
import { CaptionsUnavailableError } from '../captioner';
import { CaptionAudioError, pcmWav, readPcmWav } from '../pcm-wav';
import { createLocalCaptioner } from './local-captioner';

/** One chunk of the recorder: 30 buffers of 4096 samples at 16 kHz, 7.68 s, as 16-bit bytes. */
const CHUNK_BYTES = 30 * 4096 * 2;

let chunks: Buffer[];
beforeAll(async () => {
  // Ten spoken sentences with pauses, 16 kHz mono (espeak-ng through ffmpeg), cut like the recorder cuts them.
  const media = await makeTestMedia();
  const { samples } = readPcmWav(await readFile(media.long.path));
  chunks = [];
  for (let start = 0; start < samples.length; start += CHUNK_BYTES) chunks.push(pcmWav(samples.subarray(start, start + CHUNK_BYTES)));
}, 120_000);

const never = () => new AbortController().signal;
const decoders = () => childProcesses().filter((child) => child.name.startsWith('pocketsphinx'));

describe('local captioner (pocketsphinx)', () => {
  const captioner = createLocalCaptioner({ concurrency: 1 });

  it('hears the words of a 7.68 s chunk, without fillers', async () => {
    const chunk = chunks[0] as Buffer;
    const text = await captioner.caption(chunk, never());
    // "The weather today is sunny and warm. Many people are walking in the park with their children." (and the start of the next)
    const expected = ['weather', 'today', 'people', 'children', 'park', 'walking'];
    const heard = expected.filter((word) => text.toLowerCase().split(/\s+/).includes(word));
    expect(heard.length, `heard "${text}"`).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/<|>|\[|\]|\(\d\)/);
    // How fast it decodes is measured by bench/captions, not here.
  });

  it('returns nothing for silence, and for a chunk too short to hold a word', async () => {
    expect(await captioner.caption(pcmWav(Buffer.alloc(CHUNK_BYTES)), never())).toBe('');
    expect(await captioner.caption(pcmWav(Buffer.alloc(800)), never())).toBe('');
  });

  it('refuses audio in another format before starting a decoder', async () => {
    const stereo = pcmWav(Buffer.alloc(64_000));
    stereo.writeUInt16LE(2, 22);
    await expect(captioner.caption(stereo, never())).rejects.toThrow(CaptionAudioError);
    await expect(captioner.caption(Buffer.from('not a wav'), never())).rejects.toThrow('The audio chunk is not a WAV file.');
  });

  it('kills its decoder when the caller gives up', async () => {
    const stop = new AbortController();
    const pending = captioner.caption(chunks[1] as Buffer, stop.signal);
    await waitUntil(() => decoders().length > 0, 5000, 'pocketsphinx to start');
    stop.abort(new Error('gone'));
    await expect(pending).rejects.toThrow('gone');
    await waitUntil(() => decoders().length === 0, 5000, 'pocketsphinx to end');
    // The slot was given back.
    expect(await captioner.caption(pcmWav(Buffer.alloc(800)), never())).toBe('');
    await expect(captioner.caption(chunks[1] as Buffer, never())).resolves.toEqual(expect.any(String));
  });

  it('says captions are unavailable where pocketsphinx is not installed', async () => {
    const missing = createLocalCaptioner({ pocketsphinxPath: '/nonexistent/pocketsphinx_continuous' });
    await expect(missing.caption(chunks[0] as Buffer, never())).rejects.toThrow(CaptionsUnavailableError);
    await expect(missing.caption(chunks[0] as Buffer, never())).rejects.toThrow('Live captions are not available on this server.');
  });
});
