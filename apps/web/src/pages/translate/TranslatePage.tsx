import { isAbortError } from '@verbatim/core-sdk';
import type { Transcription, TranslationFormat, TranslationLanguage } from '@verbatim/core-sdk/contracts';
import {
  ArrowLeftIcon,
  aiAnswersLeftText,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CopyIcon,
  cn,
  DownloadIcon,
  ErrorState,
  Label,
  LanguagesIcon,
  Progress,
  Skeleton,
  Spinner,
  saveFile,
  toast,
  useAiStatus,
  useKeptTranslation,
  useTranscription,
  useTranslate,
  useTranslationLanguages,
  useVerbatimClient,
  XIcon,
} from '@verbatim/ui';
import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  isNotFound,
  OriginalTranscriptPanel,
  TRANSCRIPT_PAGE_TEXTS,
  TranscriptLoadError,
  TranscriptLoading,
  TranscriptNotFound,
  transcriptText,
} from '../chat/transcript-page-parts';
import { aiFailureMessage } from '../transcriptions/messages';

/** The translate page's texts: the spec's toasts, and ours where it says nothing. */
export const TRANSLATE_TEXTS = {
  complete: { title: 'Translation Complete', description: (language: string) => `The transcript is now in ${language}.` },
  failed: { title: 'Translation Failed', fallback: 'Failed to translate transcript. Please try again.' },
  copied: { title: 'Copied to Clipboard', description: 'The translation is on your clipboard.' },
  copyFailed: { title: 'Copy Failed', description: 'Failed to copy to clipboard.' },
  downloadFailed: { title: 'Download Failed', description: 'Unable to download the translation.' },
  apertium: 'Apertium translates offline, on this server.',
  llm: (model: string | null) => `Translated by ${model ?? 'the configured AI model'}.`,
  noLanguages: 'No languages are available for this transcript on this server.',
} as const;

/** The search parameter that keeps the chosen language, so that a reload comes back to it and its translation. */
export const TARGET_LANGUAGE_PARAM = 'language';

/** How many languages the Supported Languages card shows before '+N more'. */
export const LANGUAGE_CHIPS_SHOWN = 24;

/** The translation as files: text, or subtitles in the target language on the original timings. */
const TRANSLATION_DOWNLOADS: readonly { format: TranslationFormat; label: string }[] = [
  { format: 'txt', label: 'Text (.txt)' },
  { format: 'srt', label: 'Subtitles (.srt)' },
  { format: 'vtt', label: 'Web captions (.vtt)' },
];

/** The segments the server translates one line each (the non-blank ones); 0 when it goes by paragraph instead. */
const segmentCount = (transcription: Transcription): number => transcription.segments.filter((segment) => segment.text.trim()).length;

/** Segments translated so far: each arrives as its own line. */
const linesDone = (text: string, total: number): number => Math.min(total, (text.match(/\n/g) ?? []).length);

const selectClassName = cn(
  'h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs sm:text-sm',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

/**
 * Translate a transcript (/translate/{id}): the original and the translation side by side (stacked on a phone), a
 * language from those the server really has (the badge counts them), a translation streamed segment by segment with
 * its progress, then Copy and downloads as text or subtitles. The chosen language is kept in the address
 * (?language=es), and the translation the server kept into it is shown again when the page is opened or reloaded.
 */
export function TranslatePage() {
  const { id = '' } = useParams();
  const transcription = useTranscription(id);
  const data = transcription.data;

  return (
    <div className="grid gap-6">
      <title>{data ? `Translate · ${data.fileName} · Verbatim` : 'Translate · Verbatim'}</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/">
            <ArrowLeftIcon />
            Back to Dashboard
          </Link>
        </Button>
      </div>
      {data ? (
        <Translator key={data.id} transcription={data} />
      ) : transcription.isError ? (
        isNotFound(transcription.error) ? (
          <TranscriptNotFound />
        ) : (
          <TranscriptLoadError onRetry={() => void transcription.refetch()} retrying={transcription.isFetching} />
        )
      ) : (
        <TranscriptLoading />
      )}
    </div>
  );
}

/** The page for one loaded transcript (keyed by its id: another transcript starts afresh, and leaving stops a translation). */
function Translator({ transcription }: { transcription: Transcription }) {
  const client = useVerbatimClient();
  const source = transcription.language ?? 'en';
  const languages = useTranslationLanguages(source);
  const status = useAiStatus();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const target = params.get(TARGET_LANGUAGE_PARAM) ?? '';
  const setTarget = (code: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (code) next.set(TARGET_LANGUAGE_PARAM, code);
        else next.delete(TARGET_LANGUAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  const [translatedTo, setTranslatedTo] = useState<TranslationLanguage | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState<TranslationFormat | null>(null);
  const selectId = useId();
  const noteId = useId();
  const resultTitleId = useId();

  const list = languages.data?.languages ?? [];
  const selected = list.find((language) => language.code === target) ?? null;
  const hasText = Boolean(transcriptText(transcription));
  const translating = translate.isPending;
  const total = segmentCount(transcription);
  const done = linesDone(translate.text, total);
  const kept = useKeptTranslation(transcription.id, selected?.code);
  const keptText = kept.data?.translation?.text ?? '';
  const streamed = translatedTo && translate.isSuccess ? translate.text : '';
  // What was translated into the chosen language before (this visit or an earlier one) shows until a new run does.
  const showKept = !translating && !streamed && selected !== null && keptText !== '';
  const shownLanguage = showKept ? selected : translatedTo;
  const result = showKept ? keptText : streamed;
  const shownText = translating ? translate.text : result;
  const chips = showAll ? list : list.slice(0, LANGUAGE_CHIPS_SHOWN);
  const more = list.length - LANGUAGE_CHIPS_SHOWN;

  const run = async () => {
    if (!selected || !hasText || translating) return;
    setTranslatedTo(selected);
    try {
      await translate.mutateAsync({ transcriptionId: transcription.id, targetLanguage: selected.code, languageName: selected.name });
      toast({
        variant: 'success',
        title: TRANSLATE_TEXTS.complete.title,
        description: TRANSLATE_TEXTS.complete.description(selected.name),
      });
    } catch (error) {
      setTranslatedTo(null);
      if (isAbortError(error)) return;
      toast({
        variant: 'destructive',
        title: TRANSLATE_TEXTS.failed.title,
        description: aiFailureMessage(error, TRANSLATE_TEXTS.failed.fallback),
      });
    }
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available in this browser.');
      await navigator.clipboard.writeText(result);
      toast({ variant: 'success', ...TRANSLATE_TEXTS.copied });
    } catch {
      toast({ variant: 'destructive', ...TRANSLATE_TEXTS.copyFailed });
    }
  };

  const download = async (language: TranslationLanguage, format: TranslationFormat) => {
    setSaving(format);
    try {
      const { blob, fileName } = await client.transcriptions.downloadTranslation(transcription.id, language.code, format);
      saveFile(blob, fileName);
    } catch {
      toast({ variant: 'destructive', ...TRANSLATE_TEXTS.downloadFailed });
    } finally {
      setSaving(null);
    }
  };

  const answersLeft = aiAnswersLeftText(status.data);
  const translatorNote = selected
    ? selected.translator === 'apertium'
      ? TRANSLATE_TEXTS.apertium
      : TRANSLATE_TEXTS.llm(status.data?.model ?? null)
    : null;

  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h1 className="break-words font-bold text-2xl tracking-tight sm:text-3xl">Translate {transcription.fileName}</h1>
          <div className="flex flex-wrap items-center gap-2">
            {languages.data ? (
              <Badge variant="secondary" data-slot="languages-count">
                <LanguagesIcon />
                {list.length === 1 ? '1 language available' : `${list.length} languages available`}
              </Badge>
            ) : languages.isPending ? (
              <Skeleton className="h-5 w-36" />
            ) : null}
            {answersLeft && <span className="text-muted-foreground text-xs">{answersLeft}</span>}
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to={`/chat/${encodeURIComponent(transcription.id)}`}>Chat about this transcript</Link>
        </Button>
      </header>

      <Card className="gap-4 py-4">
        <CardContent className="px-4">
          <form
            className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              void run();
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={selectId}>Target language</Label>
              <select
                id={selectId}
                className={selectClassName}
                value={target}
                disabled={!languages.data || list.length === 0}
                aria-describedby={noteId}
                onChange={(event) => setTarget(event.target.value)}
              >
                <option value="">{languages.isPending ? 'Loading languages...' : 'Choose a language'}</option>
                {list.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={translating} disabled={!selected || !hasText}>
                {!translating && <LanguagesIcon />}
                {translating ? 'Translating...' : 'Translate'}
              </Button>
              {translating && (
                <Button type="button" variant="ghost" onClick={translate.cancel}>
                  <XIcon />
                  Stop
                </Button>
              )}
            </div>
            <p id={noteId} className="text-muted-foreground text-xs sm:col-span-2">
              {!hasText
                ? TRANSCRIPT_PAGE_TEXTS.noText
                : languages.data && list.length === 0
                  ? TRANSLATE_TEXTS.noLanguages
                  : (translatorNote ?? 'Choose the language to translate into.')}
            </p>
          </form>
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <OriginalTranscriptPanel
          transcription={transcription}
          description={transcription.language ? `Language: ${transcription.language}` : undefined}
          className="max-h-[60dvh] lg:h-[60dvh]"
        />
        <section
          aria-labelledby={resultTitleId}
          className="flex max-h-[60dvh] min-h-0 flex-col rounded-xl border bg-card text-card-foreground shadow-sm lg:h-[60dvh]"
        >
          <header className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
            <h2 id={resultTitleId} className="font-semibold text-lg leading-tight">
              {shownLanguage ? `Translation (${shownLanguage.name})` : 'Translation'}
            </h2>
            {result && shownLanguage && (
              <Button variant="outline" size="sm" onClick={() => void copy()}>
                <CopyIcon />
                Copy Translation
              </Button>
            )}
          </header>
          {translating && (
            <div className="grid gap-1.5 border-b px-4 py-2">
              {total > 0 ? (
                <>
                  <p className="flex items-center gap-2 text-muted-foreground text-xs">
                    <Spinner />
                    Translated {done} of {total} segments
                  </p>
                  <Progress value={(done / total) * 100} size="sm" aria-label="Translation progress" />
                </>
              ) : (
                <>
                  <p className="flex items-center gap-2 text-muted-foreground text-xs">
                    <Spinner />
                    Translating...
                  </p>
                  <Progress value={null} size="sm" aria-label="Translation progress" />
                </>
              )}
            </div>
          )}
          <div
            data-slot="translation-text"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
            tabIndex={0}
            aria-live="polite"
            aria-busy={translating || undefined}
            className={cn(
              'min-h-48 flex-1 overflow-y-auto whitespace-pre-wrap px-4 py-4 text-sm leading-relaxed',
              'focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2',
              !shownText && 'text-muted-foreground',
            )}
          >
            {translating || result
              ? shownText || 'The translation appears here as it is made.'
              : 'Choose a language and select Translate. The translation appears here, next to the original.'}
          </div>
          {result && shownLanguage && (
            <footer className="flex flex-wrap items-center gap-2 border-t px-4 py-3">
              <span className="text-muted-foreground text-xs">Download:</span>
              {TRANSLATION_DOWNLOADS.map((choice) => (
                <Button
                  key={choice.format}
                  variant="outline"
                  size="sm"
                  loading={saving === choice.format}
                  disabled={saving !== null}
                  aria-label={`Download ${choice.label}`}
                  onClick={() => void download(shownLanguage, choice.format)}
                >
                  {saving !== choice.format && <DownloadIcon />}
                  {choice.label}
                </Button>
              ))}
            </footer>
          )}
        </section>
      </div>

      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h2>Supported Languages</h2>
          </CardTitle>
          <CardDescription>
            The languages this transcript can be translated into here. Apertium translates offline on this server; any others are translated
            by the configured AI model.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {languages.isPending ? (
            <div className="flex flex-wrap gap-2">
              {Array.from({ length: 8 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <Skeleton key={index} className="h-8 w-24" />
              ))}
            </div>
          ) : languages.isError ? (
            <ErrorState
              title="Could not load the languages"
              message="Please try again."
              onRetry={() => void languages.refetch()}
              retrying={languages.isFetching}
            />
          ) : list.length === 0 ? (
            <p className="text-muted-foreground text-sm">{TRANSLATE_TEXTS.noLanguages}</p>
          ) : (
            <ul aria-label="Languages" className="flex flex-wrap gap-2">
              {chips.map((language) => (
                <li key={language.code}>
                  <Button
                    type="button"
                    size="sm"
                    variant={language.code === target ? 'default' : 'outline'}
                    aria-pressed={language.code === target}
                    title={language.translator === 'apertium' ? 'Apertium (offline)' : 'AI model'}
                    onClick={() => setTarget(language.code)}
                  >
                    {language.name}
                  </Button>
                </li>
              ))}
              {more > 0 && (
                <li>
                  <Button type="button" size="sm" variant="ghost" aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
                    {showAll ? 'Show fewer' : `+${more} more`}
                  </Button>
                </li>
              )}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
