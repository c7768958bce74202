import { type FormEvent, useState } from 'react';
import { changedFields, hasChanges } from '../lib/changed-fields';

/** A message per field that keeps the form from being sent. */
export type SettingsFieldErrors<T> = Partial<Record<keyof T, string>>;

export interface SettingsFormOptions<T> {
  /** Nobody is signed in: nothing is sent, and the Save button says so. */
  signedOut?: boolean;
  /** A save is under way: another one is not started. */
  saving?: boolean;
  /** The values as they are stored (e.g. names trimmed): they are compared with the saved ones, and sent, in this form. */
  normalize?: (values: T) => T;
  /** The problems that stop a save, by field; each one clears as soon as its field is edited. */
  validate?: (values: T) => SettingsFieldErrors<T>;
}

/** What the card around the form needs to know to offer (or withhold) its Save button. */
export interface SettingsFormControl {
  /** The form's onSubmit: sends the changes, unless there are none, a save is under way or nobody is signed in. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Something differs from the saved values. */
  changed: boolean;
  saving: boolean;
  signedOut: boolean;
}

export interface SettingsForm<T> extends SettingsFormControl {
  /** The form's own copy, as typed or chosen. */
  values: T;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  /** The fields that differ from the saved values (normalized), and nothing else. */
  changes: Partial<T>;
  errors: SettingsFieldErrors<T>;
}

/**
 * The local copy a settings form edits, over the values the server holds. Only the changed fields are sent; when the
 * saved values change (they loaded, a save went through, another screen changed them), they become the new starting
 * point and the copy follows. A save that fails leaves the copy as it was, to try again.
 */
export function useSettingsForm<T extends object>(
  saved: T,
  onSave: (changes: Partial<T>) => void | Promise<void>,
  { signedOut = false, saving = false, normalize, validate }: SettingsFormOptions<T> = {},
): SettingsForm<T> {
  const [base, setBase] = useState(saved);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<SettingsFieldErrors<T>>({});

  // Adjusted while rendering rather than in an effect, so that stale values are never shown for a frame. `saved` is
  // usually a new object each render, hence the comparison field by field.
  if (hasChanges(changedFields(base, saved))) {
    setBase(saved);
    setValues(saved);
    setErrors({});
  }

  const normalized = normalize ? normalize(values) : values;
  const changes = changedFields(saved, normalized);
  const changed = hasChanges(changes);

  const set = <K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] === undefined ? current : { ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signedOut || !changed || saving) return;
    const problems = validate?.(normalized) ?? {};
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    // A failed save is the caller's to report; the copy stays as typed either way.
    void Promise.resolve(onSave(changes)).catch(() => undefined);
  };

  return { values, set, changes, changed, errors, submit, saving, signedOut };
}
