import {
  type CreatePublishableKeyRequest,
  MAX_UPLOAD_BYTES,
  PUBLISHABLE_KEY_MINUTES_PER_DAY_MAX,
  PUBLISHABLE_KEY_NAME_MAX,
  PUBLISHABLE_KEY_ORIGINS_MAX,
  type WidgetKind,
  widgetKinds,
} from '@verbatim/core-sdk/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { Label } from '../Label/Label';
import { cn } from '../lib/cn';
import { Textarea } from '../Textarea/Textarea';
import { WIDGET_LABELS } from './embed-snippet';

/** The fields of a new key that can be wrong, as the server names them. */
export type PublishableKeyField = 'name' | 'origins' | 'widgets' | 'minutesPerDay' | 'maxFileBytes';
/** One message per field, e.g. the server's answer to a refused key. */
export type PublishableKeyFormErrors = Partial<Record<PublishableKeyField, string>>;

const MB = 1024 * 1024;
const MAX_FILE_MB = MAX_UPLOAD_BYTES / MB;

export interface PublishableKeyFormProps {
  /** Sends the new key. A returned promise keeps the form busy until it settles. */
  onSubmit: (request: CreatePublishableKeyRequest) => void | Promise<void>;
  onCancel: () => void;
  /** The server's messages for the last attempt; a message hides once its field is edited. */
  errors?: PublishableKeyFormErrors;
  /** The key is being made elsewhere: the form is busy. */
  busy?: boolean;
  className?: string;
}

interface Draft {
  name: string;
  origins: string;
  widgets: readonly WidgetKind[];
  minutesPerDay: string;
  maxFileMb: string;
  returnText: boolean;
}

/** The origins as typed, one a line (commas and spaces separate them too), without blanks. */
export function parseOrigins(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter(Boolean);
}

const wholeNumber = /^\d+$/;
const decimal = /^\d+(\.\d+)?$/;

/** What the form can tell before asking the server; the server judges each origin itself. */
function checkDraft(draft: Draft): PublishableKeyFormErrors {
  const errors: PublishableKeyFormErrors = {};
  if (!draft.name.trim()) errors.name = 'Give the key a name.';
  const origins = parseOrigins(draft.origins);
  if (origins.length === 0) errors.origins = 'Name at least one origin the key may be used from.';
  else if (origins.length > PUBLISHABLE_KEY_ORIGINS_MAX) errors.origins = `A key may name at most ${PUBLISHABLE_KEY_ORIGINS_MAX} origins.`;
  if (draft.widgets.length === 0) errors.widgets = 'Allow at least one widget.';
  const minutes = draft.minutesPerDay.trim();
  if (minutes && (!wholeNumber.test(minutes) || Number(minutes) < 1 || Number(minutes) > PUBLISHABLE_KEY_MINUTES_PER_DAY_MAX)) {
    errors.minutesPerDay = `Enter a whole number of minutes from 1 to ${PUBLISHABLE_KEY_MINUTES_PER_DAY_MAX.toLocaleString('en-US')}, or leave it empty.`;
  }
  const mb = draft.maxFileMb.trim();
  if (mb && (!decimal.test(mb) || Number(mb) < 1 || Number(mb) > MAX_FILE_MB)) {
    errors.maxFileBytes = `Enter a size from 1 to ${MAX_FILE_MB} MB, or leave it empty.`;
  }
  return errors;
}

function toRequest(draft: Draft): CreatePublishableKeyRequest {
  const minutes = draft.minutesPerDay.trim();
  const mb = draft.maxFileMb.trim();
  return {
    name: draft.name.trim(),
    origins: parseOrigins(draft.origins),
    widgets: widgetKinds.filter((kind) => draft.widgets.includes(kind)),
    ...(minutes ? { minutesPerDay: Number(minutes) } : {}),
    ...(mb ? { maxFileBytes: Math.round(Number(mb) * MB) } : {}),
    returnText: draft.returnText,
  };
}

const EMPTY_DRAFT: Draft = { name: '', origins: '', widgets: widgetKinds, minutesPerDay: '', maxFileMb: '', returnText: false };

/**
 * The form for a new publishable key: a name, the origins it may be used from, its widgets and optional limits.
 * Blank or impossible values are caught here; the server's messages (an origin it refuses, say) show by their field.
 */
export function PublishableKeyForm({ onSubmit, onCancel, errors, busy = false, className }: PublishableKeyFormProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [localErrors, setLocalErrors] = useState<PublishableKeyFormErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<PublishableKeyField>>(new Set());
  const [pending, setPending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const originsRef = useRef<HTMLTextAreaElement>(null);
  const ids = { origins: useId(), widgets: useId(), returnText: useId(), title: useId() };
  const working = busy || pending;

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  // New messages from the server apply to the values just sent, so none of them is hidden yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the messages changed
  useEffect(() => {
    setEdited(new Set());
  }, [errors]);

  const shown = (field: PublishableKeyField): string | undefined => localErrors[field] ?? (edited.has(field) ? undefined : errors?.[field]);

  const change = <K extends keyof Draft>(key: K, value: Draft[K], field: PublishableKeyField | null) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (!field) return;
    setEdited((current) => new Set(current).add(field));
    setLocalErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    const problems = checkDraft(draft);
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (problems.name) nameRef.current?.focus();
      else if (problems.origins) originsRef.current?.focus();
      return;
    }
    const result = onSubmit(toRequest(draft));
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller reports the failure; the form keeps what was typed.
    } finally {
      setPending(false);
    }
  };

  const originsError = shown('origins');
  const widgetsError = shown('widgets');

  return (
    <form
      noValidate
      aria-labelledby={ids.title}
      aria-busy={working || undefined}
      onSubmit={(event) => void submit(event)}
      data-slot="publishable-key-form"
      className={cn('grid gap-5 rounded-lg border bg-muted/30 p-3 sm:p-5', className)}
    >
      <h3 id={ids.title} className="font-semibold">
        New publishable key
      </h3>
      <FormField
        ref={nameRef}
        label="Name"
        hint="For you alone, e.g. the site it is for."
        value={draft.name}
        maxLength={PUBLISHABLE_KEY_NAME_MAX}
        onChange={(event) => change('name', event.target.value, 'name')}
        error={shown('name')}
        autoComplete="off"
      />

      <div data-slot="form-field" data-invalid={originsError ? '' : undefined} className="grid gap-2">
        <Label htmlFor={ids.origins}>Allowed origins</Label>
        <Textarea
          ref={originsRef}
          id={ids.origins}
          rows={3}
          value={draft.origins}
          placeholder={'https://example.com\nhttps://www.example.com'}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={originsError ? true : undefined}
          aria-describedby={`${ids.origins}-hint${originsError ? ` ${ids.origins}-error` : ''}`}
          onChange={(event) => change('origins', event.target.value, 'origins')}
          className="font-mono"
        />
        <p id={`${ids.origins}-hint`} className="text-muted-foreground text-xs">
          One per line: scheme, host and port only, exactly as the browser shows it (https://example.com, http://localhost:3000). The key
          works on these sites and nowhere else.
        </p>
        {originsError && (
          <p id={`${ids.origins}-error`} data-slot="form-field-error" className="whitespace-pre-line font-medium text-destructive text-sm">
            {originsError}
          </p>
        )}
      </div>

      <fieldset className="grid gap-2" aria-describedby={widgetsError ? `${ids.widgets}-error` : undefined}>
        <legend className="mb-2 font-medium text-sm">Widgets</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {widgetKinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={draft.widgets.includes(kind)}
                aria-invalid={widgetsError ? true : undefined}
                onChange={(event) =>
                  change(
                    'widgets',
                    event.target.checked ? [...draft.widgets, kind] : draft.widgets.filter((item) => item !== kind),
                    'widgets',
                  )
                }
              />
              {WIDGET_LABELS[kind]}
            </label>
          ))}
        </div>
        {widgetsError && (
          <p id={`${ids.widgets}-error`} data-slot="form-field-error" className="font-medium text-destructive text-sm">
            {widgetsError}
          </p>
        )}
      </fieldset>

      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label="Minutes a day"
          optional
          type="text"
          inputMode="numeric"
          hint="Audio visitors may send through the key each day (UTC). Empty: your plan's limits alone."
          value={draft.minutesPerDay}
          onChange={(event) => change('minutesPerDay', event.target.value, 'minutesPerDay')}
          error={shown('minutesPerDay')}
          autoComplete="off"
        />
        <FormField
          label="Largest file, in MB"
          optional
          type="text"
          inputMode="decimal"
          hint={`Empty: ${MAX_FILE_MB / 1024} GB, the largest any upload may be.`}
          value={draft.maxFileMb}
          onChange={(event) => change('maxFileMb', event.target.value, 'maxFileBytes')}
          error={shown('maxFileBytes')}
          autoComplete="off"
        />
      </div>

      <label htmlFor={ids.returnText} className="flex items-start gap-2 text-sm">
        <input
          id={ids.returnText}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={draft.returnText}
          onChange={(event) => change('returnText', event.target.checked, null)}
        />
        <span>
          Return transcript text to the page
          <span className="block text-muted-foreground text-xs">
            The widget hands the finished transcript to the page's own script. Leave it off when the page needs only to know the upload
            arrived.
          </span>
        </span>
      </label>

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" disabled={working} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={working}>
          Create key
        </Button>
      </div>
    </form>
  );
}
