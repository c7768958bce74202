import { SPEAKER_NAME_MAX } from '@verbatim/core-sdk/contracts';
import { useEffect, useRef, useState } from 'react';
import { PencilIcon } from '../Icons/Icons';
import { InlineNameForm } from '../InlineNameForm/InlineNameForm';
import { cn } from '../lib/cn';

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Set when the form closes, so focus goes back to the name rather than to the top of the dialog.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!renaming && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [renaming]);

  const close = () => {
    returnFocus.current = true;
    setRenaming(false);
  };

  const save = async (typed: string) => {
    // Typing the default back ("Speaker A") is the same as clearing the name: both show the label again.
    const next = typed === `Speaker ${label}` ? '' : typed;
    if (onRename && next !== givenName.trim()) await onRename(label, next);
  };

  const nameClass = 'font-semibold text-foreground text-sm';
  if (renaming && onRename) {
    return (
      <InlineNameForm
        label={`Rename ${name}`}
        inputLabel="Speaker name"
        initialValue={name}
        maxLength={SPEAKER_NAME_MAX}
        placeholder={`Speaker ${label}`}
        onSave={save}
        onClose={close}
        failureMessage="Could not rename the speaker. Please try again."
      />
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
      onClick={() => setRenaming(true)}
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
