/** The named fields of `source`: the slice of a larger record (the stored preferences, say) that one form edits. */
export function pickFields<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}

/**
 * The fields of `edited` whose values differ from `saved` (compared with Object.is, field by field: settings are flat
 * records of strings, numbers, booleans and nulls). A settings form sends only these, so that saving one card cannot
 * overwrite what another screen changed meanwhile.
 */
export function changedFields<T extends object>(saved: T, edited: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (!Object.is(edited[key], saved[key])) changes[key] = edited[key];
  }
  return changes;
}

/** Whether `changedFields` found anything. */
export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}
