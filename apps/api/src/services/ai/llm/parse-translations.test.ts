import { describe, expect, it } from 'vitest';
import { parseTranslations } from './parse-translations';

describe('parseTranslations', () => {
  it('reads the object asked for, in id order', () => {
    expect(parseTranslations('{"translations":[{"id":2,"text":"b"},{"id":1,"text":"a"}]}', 2)).toEqual(['a', 'b']);
  });

  it('reads what models write instead', () => {
    expect(parseTranslations('```json\n{"translations":["a","b"]}\n```', 2)).toEqual(['a', 'b']);
    expect(parseTranslations('Here you go: ["a", "b"] Hope it helps!', 2)).toEqual(['a', 'b']);
    expect(parseTranslations('{"result":[{"id":"1","translation":"a"},{"id":"2","translation":"b"}]}', 2)).toEqual(['a', 'b']);
  });

  it('keeps the given order when ids do not number the segments', () => {
    expect(parseTranslations('{"translations":[{"id":7,"text":"a"},{"id":7,"text":"b"}]}', 2)).toEqual(['a', 'b']);
  });

  it('refuses a wrong count, items without text, and text that is not JSON', () => {
    expect(parseTranslations('{"translations":["a"]}', 2)).toBeNull();
    expect(parseTranslations('{"translations":[{"id":1},{"id":2}]}', 2)).toBeNull();
    expect(parseTranslations('uno, dos', 2)).toBeNull();
  });
});
