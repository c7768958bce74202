import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { AiUnavailableError } from '../ai-writer';
import { apertiumAvailable, createApertiumTranslator } from './apertium-translator';

// Real Apertium from Debian (scripts/setup.mjs installs apertium and the en-es, en-ca, en-gl and eo-en pairs).

const never = () => new AbortController().signal;

/** Processes of this test's own Apertium runs: the process groups led by children of this process. */
function apertiumGroups(): Set<number> {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,pgid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4);
  const leaders = rows.filter(
    ([pid, ppid, pgid, ...args]) => Number(ppid) === process.pid && pid === pgid && args.join(' ').includes('apertium'),
  );
  return new Set(leaders.map(([pid]) => Number(pid)));
}

/** The live processes of these groups ("pgid state command"); killed ones left for a parent to reap do not count. */
function processesInGroups(groups: Set<number>): string[] {
  return execFileSync('ps', ['-eo', 'pgid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      const [pgid, state = ''] = line.split(/\s+/);
      return groups.has(Number(pgid)) && !state.startsWith('Z');
    });
}

describe('Apertium translator', () => {
  const translator = createApertiumTranslator();

  it('is available here, with language pairs', async () => {
    expect(await apertiumAvailable()).toBe(true);
    expect(await apertiumAvailable({ command: 'no-such-apertium-command' })).toBe(false);
  });

  it('lists the languages English translates into, by BCP 47 code and English name, whatever codes the modes use', async () => {
    const languages = await translator.languages('en');
    for (const expected of [
      { code: 'es', name: 'Spanish' },
      { code: 'ca', name: 'Catalan' },
      { code: 'gl', name: 'Galician' },
      { code: 'eo', name: 'Esperanto' },
    ]) {
      expect(languages).toContainEqual(expected);
    }
    expect(languages.map((language) => language.code)).not.toContain('en');
    // Each language once, though Catalan comes in several variants.
    expect(new Set(languages.map((language) => language.code)).size).toBe(languages.length);
    expect(await translator.languages('es')).toContainEqual({ code: 'en', name: 'English' });
    expect(await translator.languages('eng')).toContainEqual({ code: 'es', name: 'Spanish' });
    expect(await translator.languages('xx')).toEqual([]);
  });

  it('translates English to Spanish segment by segment, in order, reporting each piece', async () => {
    const segments = [
      'The house is red.',
      'My friend lives in a big city',
      '',
      'We agreed on the budget for the new office.',
      'Thank you very much',
    ];
    const reported = new Map<number, string>();
    const result = await translator.translate(segments, 'en', 'es', never(), (index, text) => reported.set(index, text));
    expect(result).toHaveLength(segments.length);
    expect(result[0]).toMatch(/casa/i);
    expect(result[0]).toMatch(/roja/i);
    expect(result[1]).toMatch(/ciudad/i);
    expect(result[2]).toBe('');
    expect(result[3]).toMatch(/presupuesto/i);
    expect(result[3]).toMatch(/oficina/i);
    expect(result[4]).toMatch(/gracias/i);
    expect([...reported.keys()].sort()).toEqual([0, 1, 2, 3, 4]);
    for (const [index, text] of reported) expect(text).toBe(result[index]);
    // No unknown-word marks, no separators left inside a piece.
    expect(result.join(' ')).not.toMatch(/\*|\n/);
  });

  it('keeps segments apart across several runs, and the same text translates the same wherever it sits', async () => {
    const small = createApertiumTranslator({ batch: { segments: 3 } });
    const segments = Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? 'The house is big' : `I have ${index} dogs.`));
    const result = await small.translate(segments, 'en', 'es', never());
    expect(result).toHaveLength(8);
    for (const [index, text] of result.entries()) {
      if (index % 2 === 0) expect(text).toMatch(/casa es grande/i);
      else expect(text).toMatch(new RegExp(`${index}.*perros`, 'i'));
    }
  });

  it('translates into Catalan, Galician and Esperanto too', async () => {
    const [catalan] = await translator.translate(['The house is big.'], 'en', 'ca', never());
    const [galician] = await translator.translate(['The house is big.'], 'en', 'gl', never());
    const [esperanto] = await translator.translate(['The house is big.'], 'en', 'eo', never());
    expect(catalan).toMatch(/casa és gran/i);
    expect(galician).toMatch(/casa é grande/i);
    expect(esperanto).toMatch(/domo estas granda/i);
  });

  it('refuses a pair that is not installed', async () => {
    await expect(translator.translate(['Hello'], 'en', 'ja', never())).rejects.toThrow(AiUnavailableError);
    await expect(translator.translate(['Hello'], 'en', 'ja', never())).rejects.toThrow(/English to Japanese/);
  });

  it('says Apertium is not installed when the command is missing', async () => {
    const missing = createApertiumTranslator({ command: 'no-such-apertium-command' });
    expect(await missing.languages('en')).toEqual([]);
    await expect(missing.translate(['Hello'], 'en', 'es', never())).rejects.toThrow(/not installed/);
  });

  it('stops Apertium and every program of its pipeline on abort', async () => {
    const oneRun = createApertiumTranslator({ batch: { segments: 100_000, characters: 10_000_000 } });
    await oneRun.languages('en');
    const segments = Array.from(
      { length: 3000 },
      (_, index) => `Segment ${index}: the team agreed to open a new office in the city next spring.`,
    );
    const controller = new AbortController();
    const started = Date.now();
    const translation = oneRun.translate(segments, 'en', 'es', controller.signal);
    // Wait until the run's process group is there and its pipeline has started.
    const until = async (done: () => boolean) => {
      while (!done() && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    let groups = new Set<number>();
    await until(() => {
      groups = apertiumGroups();
      return groups.size > 0;
    });
    expect(groups.size).toBe(1);
    await until(() => processesInGroups(groups).some((line) => line.includes('lt-proc')));
    expect(processesInGroups(groups).some((line) => line.includes('lt-proc'))).toBe(true);
    const aborted = Date.now();
    controller.abort();
    await expect(translation).rejects.toThrow(/abort/i);
    expect(Date.now() - aborted).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(processesInGroups(groups)).toEqual([]);
  });
});
