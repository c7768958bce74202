import { type AnswerWriter, isAbortError, isApiError } from '@verbatim/core-sdk';
import type { Transcription } from '@verbatim/core-sdk/contracts';
import {
  AiStatusNote,
  answeredByText,
  Button,
  type ChatMessage,
  ChatPanel,
  LanguagesIcon,
  toast,
  useAiStatus,
  useChatReply,
  useTranscription,
  XIcon,
} from '@verbatim/ui';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  isNotFound,
  OriginalTranscriptPanel,
  TranscriptLoadError,
  TranscriptLoading,
  TranscriptNotFound,
  transcriptText,
} from './transcript-page-parts';

/** The chat page's texts: the spec's toast, and ours where it says nothing. */
export const CHAT_TEXTS = {
  errorTitle: 'Chat Error',
  errorFallback: 'Failed to send message. Please try again.',
  local:
    "Answers quote the transcript's own sentences, found offline (no AI model is configured); they do not count against your daily AI answers",
  llm: (model: string | null) => `Answers by ${model ?? 'the configured AI model'}, grounded in the transcript`,
  noText: 'This transcript has no text to ask about.',
  notReady: 'The transcript is not ready yet. Questions can be asked once it is complete.',
} as const;

const SUGGESTIONS = ['What are the main points?', 'What was decided?', 'Are there any action items?'] as const;

/**
 * The spec's 'Chat Error' toast: its own sentence, except when the server's says more (today's answers are used up,
 * the transcript has no text).
 */
function chatErrorMessage(error: unknown): string {
  if (isApiError(error) && [409, 429].includes(error.status) && !error.code.startsWith('HTTP_') && error.serverMessage) {
    return error.serverMessage;
  }
  return CHAT_TEXTS.errorFallback;
}

/**
 * Chat with a transcript (/chat/{id}): the original transcript on the left, the assistant on the right (stacked on a
 * phone). The conversation lives in the page; each question is sent with the turns before it, and the answer streams
 * in. Close closes the window it was opened in, or goes to the list.
 */
export function ChatPage() {
  const { id = '' } = useParams();
  const transcription = useTranscription(id);
  const data = transcription.data;
  return (
    <div className="grid gap-6">
      <title>{data ? `Chat · ${data.fileName} · Verbatim` : 'Chat · Verbatim'}</title>
      {data ? (
        <ChatWorkspace key={data.id} transcription={data} />
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

/** The page for one loaded transcript (keyed by its id: another transcript is another conversation, and leaving stops a reply). */
function ChatWorkspace({ transcription }: { transcription: Transcription }) {
  const navigate = useNavigate();
  const status = useAiStatus();
  const reply = useChatReply();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const nextId = useRef(0);
  // The reply so far, for a stop to keep what was already written.
  const replySoFar = useRef('');
  replySoFar.current = reply.text;

  const turn = (role: ChatMessage['role'], content: string, writer: AnswerWriter | null = null): ChatMessage => {
    nextId.current += 1;
    return {
      id: `m${nextId.current}`,
      role,
      content,
      timestamp: new Date().toISOString(),
      ...(writer ? { answeredBy: answeredByText(writer) } : {}),
    };
  };

  const send = async (message: string) => {
    const history = messages.map(({ role, content }) => ({ role, content }));
    const question = turn('user', message);
    setMessages((current) => [...current, question]);
    setDraft('');
    // Who writes this answer, kept beside it in the conversation.
    let writer: AnswerWriter | null = null;
    const onWriter = (answerer: AnswerWriter) => {
      writer = answerer;
    };
    try {
      const answer = await reply.mutateAsync({ transcriptionId: transcription.id, message, history, onWriter });
      const answered = turn('assistant', answer, writer);
      setMessages((current) => [...current, answered]);
    } catch (error) {
      const partial = replySoFar.current.trim();
      if (isAbortError(error) && partial) {
        // Stopped: what was written stays, marked as cut short.
        const cut = turn('assistant', `${partial} …`, writer);
        setMessages((current) => [...current, cut]);
        return;
      }
      // The question was not answered: it goes back into the box to send again.
      setMessages((current) => current.filter((item) => item.id !== question.id));
      setDraft((current) => current || message);
      if (!isAbortError(error)) {
        toast({ variant: 'destructive', title: CHAT_TEXTS.errorTitle, description: chatErrorMessage(error) });
      }
    }
  };

  const close = () => {
    window.close();
    // Only a window opened by a script (or a fresh tab) closes itself; otherwise the page goes to the list.
    window.setTimeout(() => {
      if (!window.closed) void navigate('/transcriptions');
    }, 150);
  };

  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="break-words font-bold text-2xl tracking-tight sm:text-3xl">Chat about {transcription.fileName}</h1>
          <p className="text-muted-foreground">Ask questions and get answers from the transcript.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/translate/${encodeURIComponent(transcription.id)}`}>
              <LanguagesIcon />
              Translate
            </Link>
          </Button>
          <Button variant="outline" onClick={close}>
            <XIcon />
            Close
          </Button>
        </div>
      </header>
      <div className="grid gap-4 lg:h-[calc(100dvh-16rem)] lg:min-h-[32rem] lg:grid-cols-2">
        <OriginalTranscriptPanel transcription={transcription} className="max-h-[50dvh] lg:max-h-none" />
        <ChatPanel
          className="h-[70dvh] lg:h-auto"
          messages={messages}
          draft={draft}
          onDraftChange={setDraft}
          onSend={(message) => void send(message)}
          pending={reply.isPending}
          streamingReply={reply.text}
          onStop={reply.cancel}
          suggestions={SUGGESTIONS}
          note={<AiStatusNote status={status.data} local={CHAT_TEXTS.local} llm={CHAT_TEXTS.llm} />}
          disabledReason={
            transcription.status !== 'completed' ? CHAT_TEXTS.notReady : !transcriptText(transcription) ? CHAT_TEXTS.noText : null
          }
        />
      </div>
    </>
  );
}
