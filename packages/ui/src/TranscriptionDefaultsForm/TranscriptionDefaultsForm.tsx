import {
  DEFAULT_USER_PREFERENCES,
  type DefaultExportFormat,
  type SpeechEngineId,
  type SpeechLanguages,
  type TranscriptionMode,
  type UserPreferences,
} from '@verbatim/core-sdk/contracts';
import { useId } from 'react';
import { SlidersIcon } from '../Icons/Icons';
import { Label } from '../Label/Label';
import { pickFields } from '../lib/changed-fields';
import { cn } from '../lib/cn';
import { SettingsFormCard } from '../SettingsFormCard/SettingsFormCard';
import { useSettingsForm } from '../SettingsFormCard/use-settings-form';
import { Skeleton } from '../Skeleton/Skeleton';
import { SwitchField } from '../SwitchField/SwitchField';

/** The settings this form edits. */
export type TranscriptionDefaults = Pick<UserPreferences, 'language' | 'mode' | 'exportFormat' | 'speakerLabels' | 'autoDownload'>;

/** The modes in order, each with what it does, whatever the engine (each maps them to its own settings). */
export const TRANSCRIPTION_MODE_CHOICES: readonly { value: TranscriptionMode; label: string; description: string }[] = [
  { value: 'fast', label: 'Fast', description: 'The quickest transcript; expect more misheard words.' },
  { value: 'balanced', label: 'Balanced', description: 'The speech engine’s usual settings: a good transcript in good time.' },
  { value: 'accurate', label: 'Accurate', description: 'The engine’s most careful settings: takes longer, misses fewer words.' },
];

/** The default export formats, in the download dialog's words. */
export const EXPORT_FORMAT_CHOICES: readonly { value: DefaultExportFormat; label: string }[] = [
  { value: 'txt', label: 'Plain text (.txt)' },
  { value: 'docx', label: 'Word (.docx)' },
  { value: 'pdf', label: 'PDF (.pdf)' },
  { value: 'srt', label: 'Subtitles (.srt)' },
  { value: 'vtt', label: 'Web captions (.vtt)' },
];

export const DETECT_LANGUAGE_LABEL = 'Detect automatically';

/** The speech engines by the names a person may know them by. */
const SPEECH_ENGINE_NAMES: Readonly<Record<SpeechEngineId, string>> = {
  local: 'PocketSphinx',
  assemblyai: 'AssemblyAI',
  openai: 'a Whisper-compatible server',
};

/** Why Speaker Recognition is off and cannot be turned on: the configured engine never labels speakers. */
function speakerLabelsUnavailable(engine: SpeechEngineId): string {
  return `Not available here: this server’s speech engine (${SPEECH_ENGINE_NAMES[engine]}) does not separate speakers, so transcripts show no speaker turns.`;
}

export interface TranscriptionDefaultsFormProps {
  /** The stored settings; undefined while they load (or when nobody is signed in: the defaults are shown). */
  preferences: UserPreferences | undefined;
  /** What the server's speech engine offers; undefined while it loads. */
  languages: SpeechLanguages | undefined;
  /** Nobody is signed in: everything is shown disabled, and the button says 'Sign in to save'. */
  signedOut?: boolean;
  /** Saves the settings that changed (only those); a returned promise keeps the form as chosen until it settles. */
  onSave: (changes: Partial<TranscriptionDefaults>) => void | Promise<void>;
  saving?: boolean;
  loading?: boolean;
  error?: string | null;
  onReload?: () => void;
  className?: string;
}

const selectClassName = cn(
  'h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs sm:text-sm',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

const DEFAULTS_KEYS: readonly (keyof TranscriptionDefaults)[] = ['language', 'mode', 'exportFormat', 'speakerLabels', 'autoDownload'];

/**
 * Transcription Defaults: the language (the engine's own list, or detected), the mode with a line on what each does,
 * the default export format, speaker recognition and auto-download. New transcriptions take them when they are sent;
 * downloads without a chosen format take the export format. The save button is enabled only when something changed.
 */
export function TranscriptionDefaultsForm({
  preferences,
  languages,
  signedOut = false,
  onSave,
  saving = false,
  loading = false,
  error,
  onReload,
  className,
}: TranscriptionDefaultsFormProps) {
  const form = useSettingsForm(pickFields(preferences ?? DEFAULT_USER_PREFERENCES, DEFAULTS_KEYS), onSave, { signedOut, saving });
  const { values: edited, set } = form;
  const speakersUnavailable = languages !== undefined && !languages.labelsSpeakers;
  const languageId = useId();
  const languageHintId = useId();
  const formatId = useId();
  const modeLegendId = useId();

  const offered = languages?.languages ?? [];
  // A language saved under another engine stays visible rather than silently showing as something else.
  const stale = edited.language && !offered.some((l) => l.code === edited.language) ? edited.language : null;

  return (
    <SettingsFormCard
      data-slot="transcription-defaults-form"
      className={className}
      icon={SlidersIcon}
      title="Transcription Defaults"
      description="Used for every new upload and recording, and for downloads when you do not pick a format."
      form={form}
      saveLabel="Save Transcription Settings"
      contentClassName="grid gap-5"
      ready={signedOut || preferences !== undefined}
      loadError={
        error ? { title: 'Could not load your transcription settings', message: error, onRetry: onReload, retrying: loading } : null
      }
      skeleton={
        <>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-full" />
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={languageId}>Default Language</Label>
          <select
            id={languageId}
            className={selectClassName}
            value={edited.language ?? ''}
            disabled={signedOut || !languages}
            aria-describedby={languageHintId}
            onChange={(event) => set('language', event.target.value || null)}
          >
            <option value="">{DETECT_LANGUAGE_LABEL}</option>
            {stale && <option value={stale}>{stale} (not offered by this server)</option>}
            {offered.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
          <p id={languageHintId} className="text-muted-foreground text-xs">
            {!languages
              ? 'Loading the languages this server understands...'
              : languages.detectsLanguage
                ? `The speech engine recognises ${offered.length} ${offered.length === 1 ? 'language' : 'languages'}; choose one if your recordings are always in it.`
                : `This server’s speech engine understands ${offered.map((l) => l.name).join(', ')} only.`}
          </p>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={formatId}>Default Export Format</Label>
          <select
            id={formatId}
            className={selectClassName}
            value={edited.exportFormat}
            disabled={signedOut}
            onChange={(event) => set('exportFormat', event.target.value as DefaultExportFormat)}
          >
            {EXPORT_FORMAT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="grid gap-2" aria-labelledby={modeLegendId} disabled={signedOut}>
        <legend id={modeLegendId} className="mb-2 font-medium text-sm">
          Transcription Mode
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {TRANSCRIPTION_MODE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              data-state={edited.mode === choice.value ? 'checked' : 'unchecked'}
              className={cn(
                'flex items-start gap-2 rounded-lg border p-3 text-sm',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
                edited.mode === choice.value && 'border-primary bg-primary/5',
                signedOut ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name="transcription-mode"
                value={choice.value}
                checked={edited.mode === choice.value}
                onChange={() => set('mode', choice.value)}
                className="mt-0.5 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{choice.label}</span>
                <span className="text-muted-foreground text-xs">{choice.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SwitchField
        label="Speaker Recognition"
        description={
          speakersUnavailable
            ? speakerLabelsUnavailable(languages.engine)
            : 'Label who speaks when, so transcripts and exports show each speaker’s turns.'
        }
        // An engine that never labels speakers makes the setting do nothing: it is shown off and cannot be turned on.
        checked={edited.speakerLabels && !speakersUnavailable}
        onCheckedChange={(value) => set('speakerLabels', value)}
        disabled={signedOut || speakersUnavailable}
      />
      <SwitchField
        label="Auto-download"
        description="When a transcription finishes while Verbatim is open, save it in your default export format."
        checked={edited.autoDownload}
        onCheckedChange={(value) => set('autoDownload', value)}
        disabled={signedOut}
      />
    </SettingsFormCard>
  );
}
