import { TRANSCRIPT_EDIT_TEXT_MAX } from '@verbatim/core-sdk/contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { errorMessage } from '../lib/error-message';
import { Textarea } from '../Textarea/Textarea';

export interface ParagraphEditorProps {
  /** The paragraph's words joined by spaces: what the field starts with. */
  initialText: string;
  /** Names the field, e.g. "Paragraph at 0:06.8". */
  label: string;
  /** Saves the new text (whitespace collapsed); the editor stays open with the message if this throws. */
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** A paragraph's words as one line: the words are what the server keeps, so line breaks and runs of spaces mean nothing. */
function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * One paragraph open for editing: a field with its text, Save (Ctrl or Cmd + Enter) and Cancel (Escape). A failed
 * save keeps the text and says why; saving the text unchanged just closes.
 */
export function ParagraphEditor({ initialText, label, onSave, onCancel }: ParagraphEditorProps) {
  const [value, setValue] = useState(initialText);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();

  // Opened by a click or Enter on the paragraph: the caret goes to the end of its text, ready to type.
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const save = async () => {
    if (saving) return;
    const text = normalise(value);
    if (text === normalise(initialText)) {
      onCancel();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(text);
    } catch (saveError) {
      setError(errorMessage(saveError, 'Could not save the paragraph. Please try again.'));
      fieldRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      data-slot="paragraph-editor"
      // The viewer's dialog leaves Escape to this form: it cancels the edit, not the dialog.
      data-transcript-editor=""
      onSubmit={onSubmit}
      className="grid w-full min-w-0 gap-2"
    >
      <Textarea
        ref={fieldRef}
        aria-label={label}
        value={value}
        maxLength={TRANSCRIPT_EDIT_TEXT_MAX}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        readOnly={saving}
        className="leading-relaxed"
      />
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-xs">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" loading={saving}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <span className="hidden text-muted-foreground text-xs sm:inline">Ctrl (or ⌘) + Enter saves, Escape cancels.</span>
      </div>
    </form>
  );
}
