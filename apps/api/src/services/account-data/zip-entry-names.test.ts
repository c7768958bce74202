import { describe, expect, it } from 'vitest';
import { createNameAllocator, safeFileBase, transcriptionFileBase } from './zip-entry-names';

describe('names in the export ZIP', () => {
  it.each([
    ['team meeting', 'team meeting'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['a\\b:c*d?e"f<g>h|i', 'a_b_c_d_e_f_g_h_i'],
    ['  .hidden.  ', 'hidden'],
    ['tab\there\nnewline', 'tab here newline'],
    ['con', '_con'],
    ['LPT1', '_LPT1'],
    ['...', 'transcript'],
    ['Дмитрий и café', 'Дмитрий и café'],
  ])('makes %j a file name every system takes', (name, expected) => {
    expect(safeFileBase(name)).toBe(expected);
  });

  it('keeps long names to 120 characters, without splitting a character', () => {
    expect([...safeFileBase('é'.repeat(300))]).toHaveLength(120);
    expect(safeFileBase(`${'a'.repeat(119)}😀😀`)).toBe(`${'a'.repeat(119)}😀`);
  });

  it('names a transcription by its file, when it was made (UTC, to the minute) and the start of its id', () => {
    const at = new Date('2026-11-27T14:05:59.900Z');
    expect(transcriptionFileBase('speech', at, 'AB12CD34-0000-4000-8000-000000000000')).toBe('speech 2026-11-27 14.05 (ab12cd)');
    expect(transcriptionFileBase('speech', at, 'ab12ce34-0000-4000-8000-000000000000')).not.toBe(
      transcriptionFileBase('speech', at, 'ab12cd34-0000-4000-8000-000000000000'),
    );
    expect(transcriptionFileBase('a:b', at, 'ab12cd34')).toBe('a_b 2026-11-27 14.05 (ab12cd)');
  });

  it('shortens a long file name, never the date or the id, to stay within 120 characters', () => {
    const base = transcriptionFileBase('x'.repeat(300), new Date('2026-01-02T03:04:00Z'), 'ff00ee11-0000');
    expect(base).toHaveLength(120);
    expect(base.endsWith('x 2026-01-02 03.04 (ff00ee)')).toBe(true);
  });

  it('numbers repeated names, ignoring case, so that unzipping overwrites nothing', () => {
    const name = createNameAllocator('transcripts');
    expect(name('Talk', 'txt')).toBe('transcripts/Talk.txt');
    expect(name('talk', 'txt')).toBe('transcripts/talk (2).txt');
    expect(name('Talk', 'txt')).toBe('transcripts/Talk (3).txt');
    expect(name('Talk', 'srt')).toBe('transcripts/Talk.srt');
    expect(name('Talk (2)', 'txt')).toBe('transcripts/Talk (2) (2).txt');
  });
});
