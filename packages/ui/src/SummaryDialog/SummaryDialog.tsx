import { isAbortError, type SummaryType } from '@verbatim/core-sdk';
import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { useEffect, useId, useState } from 'react';
import { AiStatusNote } from '../AiStatusNote/AiStatusNote';
import { Button } from '../Button/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../Dialog/Dialog';
import { useAiStatus, useSummarize } from '../hooks/use-ai';
import { CopyIcon, SparklesIcon, XIcon } from '../Icons/Icons';
import { Label } from '../Label/Label';
import { answeredByText } from '../lib/answer-writer';
import { cn } from '../lib/cn';
import { Textarea } from '../Textarea/Textarea';

/** The summary types, in the order offered, with their names on screen. */
export const SUMMARY_TYPE_CHOICES: readonly { value: SummaryType; label: string }[] = [
  { value: 'short', label: 'Short' },
  { value: 'detailed', label: 'Detailed' },
  { value: 'blog', label: 'Blog post' },
  { value: 'social', label: 'Social post' },
  { value: 'custom', label: 'Custom' },
];

/** The longest custom instructions the server takes. */
export const CUSTOM_INSTRUCTIONS_MAX = 2000;

/** What writes the summary, said as the server's status says it. */
export const SUMMARY_WRITER_TEXT = {
  local: "Extractive: the transcript's own key sentences, chosen offline on this server; these do not count against your daily AI answers.",
  llm: (model: string | null) => `Written by ${model ?? 'the configured AI model'}.`,
} as const;

export interface SummaryDialogProps {
  /** The transcription to summarize; null closes the dialog. */
  transcription: Pick<TranscriptionSummary, 'id' | 'fileName'> | null;
  onClose: () => void;
  /** A summary could not be made (the caller toasts 'Summary Failed'); not called when the person stopped it. */
  onError?: (error: unknown) => void;
  /** Copies the summary; the default writes it to the clipboard. */
  onCopy?: (text: string) => void | Promise<void>;
  /** The summary was copied (the caller toasts 'Copied to Clipboard'). */
  onCopied?: () => void;
  /** Copying failed (the caller toasts 'Copy Failed'). */
  onCopyError?: (error: unknown) => void;
}

async function writeToClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('The clipboard is not available in this browser.');
  }
  await navigator.clipboard.writeText(text);
}

const selectClassName = cn(
  'h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs sm:text-sm',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

/**
 * The summary dialog: choose a type (or write custom instructions), Generate, and read the summary as it is written,
 * then copy it. It says what writes the summary here (the transcript's own sentences, or a named model) and the
 * answers left today. Closing it stops a summary being written.
 */
export function SummaryDialog({ transcription, onClose, onError, onCopy, onCopied, onCopyError }: SummaryDialogProps) {
  const open = transcription !== null;
  const status = useAiStatus({ enabled: open });
  const summarize = useSummarize();
  const [summaryType, setSummaryType] = useState<SummaryType>('short');
  const [instructions, setInstructions] = useState('');
  const [copying, setCopying] = useState(false);
  const typeId = useId();
  const instructionsId = useId();
  const instructionsHintId = useId();
  const resultId = useId();

  const { reset } = summarize;
  const transcriptionId = transcription?.id ?? null;
  // Another transcription, or a closed dialog, starts afresh: a summary being written is stopped.
  useEffect(() => {
    if (transcriptionId === null) setInstructions('');
    reset();
  }, [transcriptionId, reset]);

  const custom = summaryType === 'custom';
  const generating = summarize.isPending;
  const blank = custom && !instructions.trim();
  const text = summarize.text;
  const done = summarize.isSuccess;

  const generate = async () => {
    if (!transcription || blank) return;
    try {
      await summarize.mutateAsync({ transcriptionId: transcription.id, summaryType, customPrompt: custom ? instructions : null });
    } catch (error) {
      if (!isAbortError(error)) onError?.(error);
    }
  };

  const copy = async () => {
    if (!text) return;
    setCopying(true);
    try {
      await (onCopy ?? writeToClipboard)(text);
      onCopied?.();
    } catch (error) {
      onCopyError?.(error);
    } finally {
      setCopying(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent data-slot="summary-dialog" className="flex max-w-2xl flex-col gap-4 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle className="break-words">Summarize {transcription?.fileName}</DialogTitle>
          <DialogDescription>Choose a type of summary and generate it; you can copy it when it is done.</DialogDescription>
          <AiStatusNote status={status.data} local={SUMMARY_WRITER_TEXT.local} llm={SUMMARY_WRITER_TEXT.llm} />
        </DialogHeader>

        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={typeId}>Summary type</Label>
            <select
              id={typeId}
              className={selectClassName}
              value={summaryType}
              disabled={generating}
              onChange={(event) => setSummaryType(event.target.value as SummaryType)}
            >
              {SUMMARY_TYPE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          {custom && (
            <div className="grid gap-1.5">
              <Label htmlFor={instructionsId}>Custom instructions</Label>
              <Textarea
                id={instructionsId}
                value={instructions}
                maxLength={CUSTOM_INSTRUCTIONS_MAX}
                disabled={generating}
                aria-describedby={instructionsHintId}
                placeholder="For example: list the decisions and who owns each action item."
                onChange={(event) => setInstructions(event.target.value)}
              />
              <p id={instructionsHintId} className="text-muted-foreground text-xs">
                Say what the summary should cover or how it should read (required for a custom summary).
              </p>
            </div>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" loading={generating} disabled={blank || !transcription}>
              {!generating && <SparklesIcon />}
              {generating ? 'Generating...' : 'Generate'}
            </Button>
            {generating && (
              <Button type="button" variant="ghost" onClick={() => summarize.cancel()}>
                <XIcon />
                Stop
              </Button>
            )}
          </div>
        </form>

        <section aria-labelledby={resultId} className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 id={resultId} className="font-medium text-sm">
              Summary
            </h3>
            <Button variant="outline" size="sm" disabled={!done || !text} loading={copying} onClick={() => void copy()}>
              {!copying && <CopyIcon />}
              Copy Summary
            </Button>
          </div>
          <div
            data-slot="summary-text"
            aria-live="polite"
            aria-busy={generating || undefined}
            className={cn(
              'max-h-[50dvh] min-h-24 overflow-y-auto whitespace-pre-wrap rounded-lg border bg-muted/20 p-3 text-sm leading-relaxed sm:p-4',
              !text && 'text-muted-foreground',
            )}
          >
            {text || (generating ? 'Writing the summary...' : 'The summary appears here as it is written.')}
          </div>
          {summarize.writer && text && (
            <p data-slot="summary-writer" className="text-muted-foreground text-xs">
              {answeredByText(summarize.writer)}
            </p>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
