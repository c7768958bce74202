import { describe, expect, it } from 'vitest';
import { capCharacters } from './cap-characters';

async function capped(pieces: string[], max: number): Promise<string[]> {
  async function* source() {
    yield* pieces;
  }
  const out: string[] = [];
  for await (const piece of capCharacters(source(), max)) out.push(piece);
  return out;
}

describe('capCharacters', () => {
  it('passes short answers on as they come, trailing spaces held until text follows', async () => {
    expect(await capped(['Hello ', 'world ', '#news'], 280)).toEqual(['Hello', ' world', ' #news']);
  });

  it('cuts at the last space that fits, never inside a word, never after a space', async () => {
    expect((await capped(['Hello ', 'wonderful ', 'world'], 12)).join('')).toBe('Hello');
    expect((await capped(['Hello ', 'wonderful ', 'world'], 15)).join('')).toBe('Hello wonderful');
    expect((await capped(['Hello wonderful world'], 18)).join('')).toBe('Hello wonderful');
    expect((await capped(['Supercalifragilistic'], 5)).join('')).toBe('');
  });
});
