import { describe, expect, it } from 'vitest';
import { cleanWord, isFillerToken, parsePocketsphinxOutput, tidyText, tidyUtterance, utteranceToSegment } from './parse-pocketsphinx';

/** Real output of pocketsphinx_continuous 0.8 with -time yes (two utterances), trimmed. */
const OUTPUT = `the weather today is on a battle armor
<s> 0.000 0.020 0.999700
the 0.030 0.110 0.231201
weather 0.120 0.410 0.571458
today 0.420 0.740 0.908181
<sil> 1.210 1.280 0.999400
[NOISE] 1.290 1.300 0.500000
read(2) 1.310 1.580 1.000100
</s> 1.930 2.350 1.000000
please send
<s> 5.180 5.280 0.999700
please 5.290 5.600 0.755910
++GARBAGE++ 5.600 5.605 0.100000
send 5.610 5.890 0.255187
</s> 5.900 6.200 1.000000
`;

describe('parsePocketsphinxOutput', () => {
  it('reads utterances and word timings, dropping fillers and pronunciation variants', () => {
    const utterances = parsePocketsphinxOutput(OUTPUT);
    expect(utterances.map((u) => u.words.map((w) => w.text))).toEqual([
      ['the', 'weather', 'today', 'read'],
      ['please', 'send'],
    ]);
    expect(utterances[0]?.words[1]).toEqual({ start: 0.12, end: 0.42, text: 'weather', confidence: 0.571458 });
  });

  it('moves times by the chunk offset and keeps confidence within 0..1', () => {
    const [first] = parsePocketsphinxOutput(OUTPUT, 60);
    expect(first?.words[0]).toMatchObject({ start: 60.03, end: 60.12 });
    expect(first?.words[3]?.confidence).toBe(1);
  });

  it('ignores the hypothesis lines and anything else that is not a timing', () => {
    expect(parsePocketsphinxOutput('hello there\nINFO: something 1 2 3 4\n')).toEqual([]);
  });
});

describe('tokens and text', () => {
  it('knows filler tokens', () => {
    for (const token of ['<s>', '</s>', '<sil>', '[NOISE]', '[BREATH]', '++UH++']) expect(isFillerToken(token)).toBe(true);
    for (const token of ['the', "don't", 'read(2)']) expect(isFillerToken(token)).toBe(false);
  });

  it('strips pronunciation numbers', () => {
    expect(cleanWord('read(2)')).toBe('read');
    expect(cleanWord('the')).toBe('the');
  });

  it('capitalises the segment and the pronoun I', () => {
    expect(tidyText(['i', 'think', "i'm", 'right'])).toBe("I think I'm right");
    expect(utteranceToSegment({ words: [] })).toBeNull();
    const words = (texts: string[]) => texts.map((text, index) => ({ start: index, end: index + 0.5, text }));
    const tidied = tidyUtterance({ words: words(['so', 'i', 'think', "i'm", 'right']) });
    // The words read as the text does, with their timings untouched.
    expect(tidied.words.map((w) => w.text).join(' ')).toBe(tidyText(['so', 'i', 'think', "i'm", 'right']));
    expect(tidied.words.map((w) => w.start)).toEqual([0, 1, 2, 3, 4]);
    expect(utteranceToSegment({ words: [{ start: 1, end: 1.5, text: 'hello' }] })).toEqual({ start: 1, end: 1.5, text: 'Hello' });
  });
});
