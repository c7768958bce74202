import { FormField } from '../FormField/FormField';
import { MailIcon } from '../Icons/Icons';
import { Skeleton } from '../Skeleton/Skeleton';
import { SwitchField } from '../SwitchField/SwitchField';
import { SettingsFormCard, SIGNED_OUT_PLACEHOLDER } from './SettingsFormCard';
import { useSettingsForm } from './use-settings-form';

/** The settings the example edits: a text field stored trimmed, and a switch. */
export interface ExampleSettings {
  senderName: string;
  weeklyDigest: boolean;
}

export interface ExampleSettingsFormProps {
  /** The stored settings; undefined while they load. */
  saved: ExampleSettings | undefined;
  onSave: (changes: Partial<ExampleSettings>) => void | Promise<void>;
  signedOut?: boolean;
  saving?: boolean;
  loadError?: string | null;
  onReload?: () => void;
}

const EMPTY: ExampleSettings = { senderName: '', weeklyDigest: false };

/**
 * A small settings form built the way the settings page's forms are, on SettingsFormCard and useSettingsForm: the
 * shared pieces' tests and stories drive it.
 */
export function ExampleSettingsForm({ saved, onSave, signedOut = false, saving = false, loadError, onReload }: ExampleSettingsFormProps) {
  const form = useSettingsForm(saved ?? EMPTY, onSave, {
    signedOut,
    saving,
    normalize: (values) => ({ ...values, senderName: values.senderName.trim() }),
    validate: (values) => (values.senderName ? {} : { senderName: 'Sender name is required' }),
  });
  return (
    <SettingsFormCard
      icon={MailIcon}
      title="Digest"
      description="What the weekly digest looks like."
      form={form}
      saveLabel="Save Digest"
      contentClassName="grid gap-4"
      ready={signedOut || saved !== undefined}
      loadError={loadError ? { title: 'Could not load your digest settings', message: loadError, onRetry: onReload } : null}
      skeleton={<Skeleton className="h-10 w-full" />}
    >
      <FormField
        label="Sender Name"
        value={form.values.senderName}
        placeholder={signedOut ? SIGNED_OUT_PLACEHOLDER : undefined}
        disabled={signedOut}
        error={form.errors.senderName}
        onChange={(event) => form.set('senderName', event.target.value)}
      />
      <SwitchField
        label="Weekly Digest"
        checked={form.values.weeklyDigest}
        onCheckedChange={(value) => form.set('weeklyDigest', value)}
        disabled={signedOut}
      />
    </SettingsFormCard>
  );
}
