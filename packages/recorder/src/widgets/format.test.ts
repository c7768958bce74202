import { describe, expect, it } from 'vitest';
import { formatBytes, formatClock, formatLimit } from './format';
import { fill, resolveStrings } from './strings';
import { en } from './strings/en';
import { es } from './strings/es';

describe('formatting', () => {
  it('writes sizes, clocks and limits the way the locale does', () => {
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(52_428_800, 'en')).toBe('50 MB');
    expect(formatBytes(1536, 'es')).toBe('1,5 kB');
    expect(formatClock(83_000)).toBe('01:23');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatLimit(1_800_000, 'en')).toBe('30 minutes');
    expect(formatLimit(7_200_000, 'es')).toBe('2 horas');
    expect(formatLimit(45_000, 'en')).toBe('45 seconds');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{a} of {b}', { a: 1, b: 2 })).toBe('1 of 2');
    expect(fill('{a} of {c}', { a: 1 })).toBe('1 of {c}');
  });
});

describe('strings', () => {
  it('ships Spanish for every English message, with the same placeholders', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('picks the language by its primary subtag, falls back to English, and applies overrides', () => {
    expect(resolveStrings('es-419').start).toBe('Empezar a grabar');
    expect(resolveStrings('ES').start).toBe('Empezar a grabar');
    expect(resolveStrings('fr').start).toBe('Start recording');
    expect(resolveStrings(undefined).start).toBe('Start recording');
    const custom = resolveStrings('es', { start: 'Grabar', notAKey: 'x', send: '' } as never);
    expect(custom.start).toBe('Grabar');
    expect(custom.send).toBe('Transcribir la grabación');
    expect('notAKey' in custom).toBe(false);
  });
});
