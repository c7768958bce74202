import { describe, expect, it } from 'vitest';
import { changedFields, hasChanges, pickFields } from './changed-fields';

const saved = { language: null as string | null, mode: 'balanced', speakerLabels: false };

describe('changed fields', () => {
  it('picks the named fields of a record, and only those', () => {
    expect(pickFields({ ...saved, email: 'ada@example.com' }, ['mode', 'speakerLabels'])).toEqual({
      mode: 'balanced',
      speakerLabels: false,
    });
    expect(pickFields(saved, [])).toEqual({});
  });

  it('finds the fields whose values differ, with their new values', () => {
    expect(changedFields(saved, { ...saved, language: 'fr', speakerLabels: true })).toEqual({ language: 'fr', speakerLabels: true });
    expect(changedFields(saved, { ...saved, language: '' })).toEqual({ language: '' });
  });

  it('finds nothing when every value is the same, even in a new record', () => {
    const changes = changedFields(saved, { ...saved });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
    expect(hasChanges(changedFields(saved, { ...saved, mode: 'fast' }))).toBe(true);
  });
});
