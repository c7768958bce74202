import { describe, expect, it } from 'vitest';
import { createNameAllocator, safeFileBase } from './zip-entry-names';

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

  it('numbers repeated names, ignoring case, so that unzipping overwrites nothing', () => {
    const name = createNameAllocator('transcripts');
    expect(name('Talk', 'txt')).toBe('transcripts/Talk.txt');
    expect(name('talk', 'txt')).toBe('transcripts/talk (2).txt');
    expect(name('Talk', 'txt')).toBe('transcripts/Talk (3).txt');
    expect(name('Talk', 'srt')).toBe('transcripts/Talk.srt');
    expect(name('Talk (2)', 'txt')).toBe('transcripts/Talk (2) (2).txt');
  });
});
