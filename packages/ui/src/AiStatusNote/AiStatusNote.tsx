import type { AiStatus } from '@verbatim/core-sdk/contracts';
import type { ComponentProps } from 'react';
import { aiAnswersLeft } from '../hooks/use-ai';
import { cn } from '../lib/cn';

export interface AiStatusNoteProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the server says writes the answers, and the caller's answers today; undefined while it loads (nothing shown). */
  status: AiStatus | null | undefined;
  /** What to say when the answers are made on this server without a model. */
  local: string;
  /** What to say when a model writes them, given its name (or null when the server does not name it). */
  llm: (model: string | null) => string;
}

/** "{left} of {limit} AI answers left today", or null without a daily limit. */
export function aiAnswersLeftText(status: AiStatus | null | undefined): string | null {
  const left = aiAnswersLeft(status);
  if (left === null || !status || status.dailyLimit === null) return null;
  return `${left} of ${status.dailyLimit} AI answers left today`;
}

/**
 * Says honestly what makes an AI feature's answers here (the transcript's own sentences, or a named model) and how
 * many answers the person has left today. Nothing while the status loads or when it could not be read.
 */
export function AiStatusNote({ status, local, llm, className, ...props }: AiStatusNoteProps) {
  if (!status) return null;
  const left = aiAnswersLeft(status);
  const limitText = aiAnswersLeftText(status);
  return (
    <div
      data-slot="ai-status-note"
      data-writer={status.writer}
      className={cn('grid gap-0.5 text-muted-foreground text-xs', className)}
      {...props}
    >
      <p>{status.writer === 'llm' ? llm(status.model) : local}</p>
      {limitText && (
        <p data-slot="ai-answers-left" className={cn(left === 0 && 'font-medium text-destructive')}>
          {limitText}
          {left === 0 && '. Results already made still open; more from midnight UTC.'}
        </p>
      )}
    </div>
  );
}
