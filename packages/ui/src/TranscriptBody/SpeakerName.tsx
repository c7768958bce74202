import { SPEAKER_NAME_MAX } from '@verbatim/core-sdk/contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { cn } from '../lib/cn';
import { errorMessage } from './error-message';
import { PencilIcon } from './PencilIcon';

export interface SpeakerNameProps {
  /** The engine's label ("A"). */
  label: string;
  /** What people see: the name the owner gave the label, else "Speaker A". */
  name: string;
  /** The name the owner gave, '' when none: what a save compares with. */
  givenName: string;
  /** Present when the owner may rename: the name becomes a button that opens a small form. */
  onRename?: (label: string, name: string) => Promise<void>;
}

/**
 * The speaker's name over the first paragraph of a turn; for the owner, a button that turns into a rename form.
 * The name itself comes from the transcription's speakerNames, so one rename changes every turn of that speaker.
 */
export function SpeakerName({ label, name, givenName, onRename }: SpeakerNameProps) {
  const [renaming, setRenaming] = useState(false);
  const [value, setValue] = useState(name);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Set when the form closes, so focus goes back to the name rather than to the top of the dialog.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (renaming) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [renaming]);

  const open = () => {
    setValue(name);
    setError(null);
    setRenaming(true);
  };
  const close = () => {
    returnFocus.current = true;
    setRenaming(false);
    setError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!onRename || saving) return;
    const typed = value.trim();
    // Typing the default back ("Speaker A") is the same as clearing the name: both show the label again.
    const next = typed === `Speaker ${label}` ? '' : typed;
    if (next === givenName.trim()) {
      close();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onRename(label, next);
      close();
    } catch (renameError) {
      setError(errorMessage(renameError, 'Could not rename the speaker. Please try again.'));
      inputRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || saving) return;
    event.preventDefault();
    close();
  };

  const nameClass = 'font-semibold text-foreground text-sm';
  if (renaming && onRename) {
    return (
      <form
        data-slot="speaker-rename"
        // The viewer's dialog leaves Escape to this form: it cancels the rename, not the dialog.
        data-transcript-editor=""
        aria-label={`Rename ${name}`}
        onSubmit={(event) => void save(event)}
        className="flex flex-wrap items-center gap-2"
      >
        <Input
          ref={inputRef}
          aria-label="Speaker name"
          value={value}
          maxLength={SPEAKER_NAME_MAX}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Speaker ${label}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-8 w-full sm:w-56"
        />
        <Button type="submit" size="sm" loading={saving}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={close} disabled={saving}>
          Cancel
        </Button>
        {error && (
          <p id={errorId} role="alert" className="basis-full text-destructive text-xs">
            {error}
          </p>
        )}
      </form>
    );
  }
  if (!onRename) return <span className={nameClass}>{name}</span>;
  return (
    <button
      ref={buttonRef}
      type="button"
      data-slot="speaker-rename-trigger"
      aria-label={`Rename ${name}`}
      title="Rename this speaker everywhere in the transcript"
      onClick={open}
      className={cn(
        nameClass,
        'group inline-flex max-w-full items-center gap-1.5 rounded-sm text-left hover:text-primary',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    >
      <span className="truncate">{name}</span>
      <PencilIcon className="size-3.5 text-muted-foreground group-hover:text-primary" />
    </button>
  );
}
