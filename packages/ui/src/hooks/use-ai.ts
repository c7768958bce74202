import { type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerStreamOptions, type AnswerWriter, isApiError, type SummaryType, type VerbatimClient } from '@verbatim/core-sdk';
import {
  type AiStatus,
  CHAT_HISTORY_MAX,
  type ChatTurn,
  type KeptTranslation,
  type TranslationLanguages,
} from '@verbatim/core-sdk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useVerbatimClient } from '../VerbatimProvider/client-context';

/** Keys of the AI hooks: what writes the answers and the caller's answers today, and the languages per source language. */
export const aiKeys = {
  all: ['ai'] as const,
  /** GET /api/ai/status: refreshed after every answer, since `usedToday` changed. */
  status: () => ['ai', 'status'] as const,
  /** GET /api/translation-languages?from= */
  translationLanguages: (from: string) => ['ai', 'translation-languages', from] as const,
  /** GET /api/transcriptions/{id}/translations/{language} */
  keptTranslation: (transcriptionId: string, language: string) => ['ai', 'translation', transcriptionId, language] as const,
};

/** How long the status is trusted: the daily count moves with every answer (refetched then) and at UTC midnight. */
const AI_STATUS_STALE_MS = 60_000;
/** The languages change only when the server's set-up does. */
const LANGUAGES_STALE_MS = 10 * 60_000;

/** What writes summaries and chat answers here (local extracts or a named model), and the caller's answers left today. */
export function useAiStatus({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<AiStatus> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: aiKeys.status(),
    queryFn: ({ signal }) => client.ai.status({ signal }),
    staleTime: AI_STATUS_STALE_MS,
    enabled,
  });
}

/**
 * The languages a transcript in `from` ("en") can really be translated into here, with who translates each. Null
 * waits (e.g. until the transcript, and so its language, is known).
 */
export function useTranslationLanguages(from: string | null | undefined): UseQueryResult<TranslationLanguages> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: aiKeys.translationLanguages(from ?? ''),
    queryFn: ({ signal }) => client.ai.translationLanguages(from ?? undefined, { signal }),
    staleTime: LANGUAGES_STALE_MS,
    enabled: Boolean(from),
  });
}

/**
 * The translation the server kept of a transcript into `language` (null inside when there is none), so that a page
 * opened or reloaded later shows the translation made before. A null or empty language waits.
 */
export function useKeptTranslation(transcriptionId: string, language: string | null | undefined): UseQueryResult<KeptTranslation> {
  const client = useVerbatimClient();
  return useQuery({
    queryKey: aiKeys.keptTranslation(transcriptionId, language ?? ''),
    queryFn: ({ signal }) => client.transcriptions.translation(transcriptionId, language ?? '', { signal }),
    enabled: Boolean(transcriptionId && language),
  });
}

/** The answers left today on the caller's plan, or null when there is no daily limit. */
export function aiAnswersLeft(status: AiStatus | null | undefined): number | null {
  if (!status || status.dailyLimit === null) return null;
  return Math.max(0, status.dailyLimit - status.usedToday);
}

/**
 * A mutation whose answer is streamed text. `text` is the text so far while it streams in and the whole text once it
 * is done; after a failure it keeps what had arrived. `cancel()` stops the running request (its promise rejects with
 * an AbortError: check with `isAbortError` from the SDK), as does unmounting and starting another one. `reset()` cancels and
 * clears the text too.
 */
export type StreamingMutationResult<TVariables> = UseMutationResult<string, Error, TVariables> & {
  text: string;
  /** Who writes the answer (the local writer or the model), once the server says; null before and after a reset. */
  writer: AnswerWriter | null;
  cancel: () => void;
};

type StreamCall<TVariables> = (client: VerbatimClient, variables: TVariables, options: AnswerStreamOptions) => Promise<string>;

function useStreamingMutation<TVariables>(call: StreamCall<TVariables>): StreamingMutationResult<TVariables> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [writer, setWriter] = useState<AnswerWriter | null>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the screen stops the answer: nobody is left to read it, and a model's tokens cost.
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [],
  );

  const mutation = useMutation<string, Error, TVariables>({
    mutationFn: async (variables) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setText('');
      setWriter(null);
      // A stopped request's late pieces must not overwrite the next one's.
      const current = () => running.current === controller;
      // The SDK stops listening to the signal once the answer's headers are in, so a stop mid-stream is settled here:
      // the promise rejects at once with the abort's reason, and the pieces still arriving are ignored.
      const stopped = new Promise<never>((_resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      });
      stopped.catch(() => undefined);
      try {
        const answer = call(client, variables, {
          signal: controller.signal,
          onText: (_piece, soFar) => {
            if (current()) setText(soFar);
          },
          onWriter: (answerer) => {
            if (current()) setWriter(answerer);
          },
        });
        const whole = await Promise.race([answer, stopped]);
        if (current()) setText(whole);
        return whole;
      } finally {
        if (current()) running.current = null;
      }
    },
    onSettled: (_data, error) => {
      // An answer was counted against today's limit, or the server says the limit is reached: show the new figure.
      if (!error || (isApiError(error) && error.status === 429)) {
        void queryClient.invalidateQueries({ queryKey: aiKeys.status() });
      }
    },
  });

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  const { reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    cancel();
    setText('');
    setWriter(null);
    resetMutation();
  }, [cancel, resetMutation]);

  return { ...mutation, reset, text, writer, cancel };
}

export interface SummarizeVariables {
  transcriptionId: string;
  summaryType: SummaryType;
  /** Required (non-blank) for `custom`; ignored by the server otherwise. */
  customPrompt?: string | null;
}

/** A summary of a transcript, streamed into `text` as it is written (the transcript's key sentences, or the model's). */
export function useSummarize(): StreamingMutationResult<SummarizeVariables> {
  return useStreamingMutation<SummarizeVariables>((client, { transcriptionId, summaryType, customPrompt }, options) =>
    client.transcriptions.summarize(
      transcriptionId,
      summaryType === 'custom' ? { summaryType, customPrompt: customPrompt?.trim() ?? '' } : { summaryType },
      options,
    ),
  );
}

/** The longest turn the server accepts in the history (the contract's limit); a longer answer is sent cut. */
const CHAT_TURN_MAX_CHARS = 8000;

export interface ChatReplyVariables {
  transcriptionId: string;
  /** The question. */
  message: string;
  /** The conversation before it, oldest first; only the most recent CHAT_HISTORY_MAX turns are sent. */
  history?: readonly ChatTurn[];
  /**
   * Who writes this answer, as soon as the server says: for a conversation to keep beside each answer (`writer` of
   * the result may not have been rendered yet when the answer's promise settles).
   */
  onWriter?: (writer: AnswerWriter) => void;
}

/** An answer to a question about a transcript, streamed into `text`; the earlier turns go with it for follow-ups. */
export function useChatReply(): StreamingMutationResult<ChatReplyVariables> {
  return useStreamingMutation<ChatReplyVariables>((client, { transcriptionId, message, history = [], onWriter }, options) =>
    client.transcriptions.chat(
      transcriptionId,
      {
        message,
        history: history.slice(-CHAT_HISTORY_MAX).map(({ role, content }) => ({ role, content: content.slice(0, CHAT_TURN_MAX_CHARS) })),
      },
      {
        ...options,
        onWriter: (writer) => {
          options.onWriter?.(writer);
          onWriter?.(writer);
        },
      },
    ),
  );
}

export interface TranslateVariables {
  transcriptionId: string;
  /** A code `useTranslationLanguages` lists ("es"). */
  targetLanguage: string;
  /** Its name ("Spanish"), for the server's messages. */
  languageName: string;
}

/** The transcript translated into a language, streamed into `text` segment by segment (line by line) as it is translated. */
export function useTranslate(): StreamingMutationResult<TranslateVariables> {
  return useStreamingMutation<TranslateVariables>((client, { transcriptionId, targetLanguage, languageName }, options) =>
    client.transcriptions.translate(transcriptionId, { targetLanguage, languageName }, options),
  );
}
