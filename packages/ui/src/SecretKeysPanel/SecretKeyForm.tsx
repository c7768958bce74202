import { type ApiKeyScope, apiKeyScopes, type CreateApiKeyRequest, SECRET_KEY_NAME_MAX } from '@verbatim/core-sdk/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { cn } from '../lib/cn';
import { SCOPE_LABELS } from './scope-labels';

/** The fields of a new secret key that can be wrong, as the server names them. */
export type SecretKeyField = 'name' | 'scopes';
/** One message per field, e.g. the server's answer to a refused key. */
export type SecretKeyFormErrors = Partial<Record<SecretKeyField, string>>;

export interface SecretKeyFormProps {
  /** Sends the new key. A returned promise keeps the form busy until it settles. */
  onSubmit: (request: CreateApiKeyRequest) => void | Promise<void>;
  onCancel: () => void;
  /** The server's messages for the last attempt. */
  errors?: SecretKeyFormErrors;
  className?: string;
}

/** The form for a new secret key: a name and what it may do (read-only by default, the least a backend needs). */
export function SecretKeyForm({ onSubmit, onCancel, errors, className }: SecretKeyFormProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly ApiKeyScope[]>(['transcriptions:read']);
  const [localErrors, setLocalErrors] = useState<SecretKeyFormErrors>({});
  const [pending, setPending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { scopes: useId(), title: useId() };

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const shown = (field: SecretKeyField) => localErrors[field] ?? errors?.[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problems: SecretKeyFormErrors = {};
    if (!name.trim()) problems.name = 'Give the key a name.';
    if (scopes.length === 0) problems.scopes = 'Choose at least one scope.';
    setLocalErrors(problems);
    if (problems.name) nameRef.current?.focus();
    if (Object.keys(problems).length > 0) return;
    const result = onSubmit({ name: name.trim(), scopes: apiKeyScopes.filter((scope) => scopes.includes(scope)) });
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller reports the failure; the form keeps what was chosen.
    } finally {
      setPending(false);
    }
  };

  const scopesError = shown('scopes');
  return (
    <form
      noValidate
      aria-labelledby={ids.title}
      aria-busy={pending || undefined}
      onSubmit={(event) => void submit(event)}
      data-slot="secret-key-form"
      className={cn('grid gap-5 rounded-lg border bg-muted/30 p-3 sm:p-5', className)}
    >
      <h3 id={ids.title} className="font-semibold">
        New secret key
      </h3>
      <FormField
        ref={nameRef}
        label="Name"
        hint="For you alone, e.g. the server that will use it."
        value={name}
        maxLength={SECRET_KEY_NAME_MAX}
        onChange={(event) => {
          setName(event.target.value);
          setLocalErrors(({ name: _gone, ...rest }) => rest);
        }}
        error={shown('name')}
        autoComplete="off"
      />
      <fieldset className="grid gap-2" aria-describedby={scopesError ? `${ids.scopes}-error` : undefined}>
        <legend className="mb-2 font-medium text-sm">Scopes</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {apiKeyScopes.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={scopes.includes(scope)}
                aria-invalid={scopesError ? true : undefined}
                onChange={(event) => {
                  setScopes((current) => (event.target.checked ? [...current, scope] : current.filter((item) => item !== scope)));
                  setLocalErrors(({ scopes: _gone, ...rest }) => rest);
                }}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{SCOPE_LABELS[scope].label}</span>
                <span className="text-muted-foreground text-xs">{SCOPE_LABELS[scope].description}</span>
              </span>
            </label>
          ))}
        </div>
        {scopesError && (
          <p id={`${ids.scopes}-error`} data-slot="form-field-error" className="font-medium text-destructive text-sm">
            {scopesError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Create key
        </Button>
      </div>
    </form>
  );
}
