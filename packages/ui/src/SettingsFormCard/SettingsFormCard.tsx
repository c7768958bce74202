import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CardContent, CardFooter } from '../Card/Card';
import { ErrorState, type ErrorStateProps } from '../ErrorState/ErrorState';
import { SettingsCard, type SettingsCardProps } from './SettingsCard';
import type { SettingsFormControl } from './use-settings-form';

/** What a signed-out visitor sees in a settings field, all of them disabled. */
export const SIGNED_OUT_PLACEHOLDER = 'Sign in to edit';
/** A settings form's Save button, signed out. */
export const SIGNED_OUT_SAVE_LABEL = 'Sign in to save';

export interface SettingsFormCardProps extends SettingsCardProps {
  /** From useSettingsForm: what the Save button sends, and whether it can. */
  form: SettingsFormControl;
  /** The Save button's words for someone signed in, e.g. 'Save Profile'. */
  saveLabel: string;
  /** Classes for the content around the fields (their spacing). */
  contentClassName?: string;
  /** False while the saved values load: the form is not shown, `loadError` or else `skeleton` is. */
  ready?: boolean;
  /** Stands in for the fields while the saved values load. */
  skeleton?: ReactNode;
  /** The saved values could not be loaded: said in place of the form, with a way to try again. */
  loadError?: Pick<ErrorStateProps, 'title' | 'message' | 'onRetry' | 'retrying'> | null;
}

/**
 * A settings card whose body is a form: the fields (the children), then Save, enabled only when something changed,
 * nothing is being saved and someone is signed in ('Sign in to save' otherwise).
 */
export function SettingsFormCard({
  form,
  saveLabel,
  contentClassName,
  ready = true,
  skeleton,
  loadError,
  children,
  ...card
}: SettingsFormCardProps) {
  return (
    <SettingsCard {...card}>
      {ready ? (
        <form onSubmit={form.submit} noValidate className="grid gap-5">
          <CardContent className={contentClassName}>{children}</CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" loading={form.saving} disabled={form.signedOut || !form.changed}>
              {form.signedOut ? SIGNED_OUT_SAVE_LABEL : saveLabel}
            </Button>
          </CardFooter>
        </form>
      ) : loadError ? (
        <CardContent>
          <ErrorState {...loadError} />
        </CardContent>
      ) : (
        <CardContent className="grid gap-4" aria-busy="true">
          {skeleton}
          <span className="sr-only">Loading...</span>
        </CardContent>
      )}
    </SettingsCard>
  );
}
