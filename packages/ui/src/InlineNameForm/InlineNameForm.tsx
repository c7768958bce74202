import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { cn } from '../lib/cn';
import { errorMessage } from '../lib/error-message';

export interface InlineNameFormProps {
  /** The form's accessible name ("Rename Speaker A"). */
  label: string;
  /** The text box's accessible name ("Speaker name"). */
  inputLabel: string;
  /** What the box holds when the form opens; it is selected, ready to be typed over. */
  initialValue: string;
  maxLength: number;
  placeholder?: string;
  /** Saves the typed value (trimmed). Throws to keep the form open with the error's message. */
  onSave: (value: string) => Promise<void>;
  /** Closes the form: after a save, on Cancel and on Escape. */
  onClose: () => void;
  /** What to say when a save fails without a message of its own. */
  failureMessage: string;
  inputClassName?: string;
}

/**
 * A one-line rename in place: a text box with Save and Cancel. Enter saves, Escape cancels (the form is marked
 * `data-transcript-editor`, so a dialog around it leaves Escape to it), and a failed save keeps the typed text and
 * says why.
 */
export function InlineNameForm({
  label,
  inputLabel,
  initialValue,
  maxLength,
  placeholder,
  onSave,
  onClose,
  failureMessage,
  inputClassName,
}: InlineNameFormProps) {
  const [value, setValue] = useState(initialValue);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(value.trim());
      onClose();
    } catch (saveError) {
      setError(errorMessage(saveError, failureMessage));
      inputRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || saving) return;
    event.preventDefault();
    onClose();
  };

  return (
    <form
      data-slot="inline-name-form"
      data-transcript-editor=""
      aria-label={label}
      onSubmit={(event) => void save(event)}
      className="flex flex-wrap items-center gap-2"
    >
      <Input
        ref={inputRef}
        aria-label={inputLabel}
        value={value}
        maxLength={maxLength}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn('h-8 w-full sm:w-56', inputClassName)}
      />
      <Button type="submit" size="sm" loading={saving}>
        Save
      </Button>
      <Button variant="ghost" size="sm" onClick={onClose} disabled={saving}>
        Cancel
      </Button>
      {error && (
        <p id={errorId} role="alert" className="basis-full font-normal text-destructive text-xs">
          {error}
        </p>
      )}
    </form>
  );
}
