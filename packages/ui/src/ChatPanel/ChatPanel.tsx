import { type ComponentProps, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../Button/Button';
import { type IconProps, SparklesIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { Textarea } from '../Textarea/Textarea';

/** One turn of a conversation, as the browser keeps it. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** When it was sent or answered (ISO 8601). */
  timestamp: string;
  /** Who answered, for an answer ("Answered offline from the transcript", "Answered by gpt-4o-mini"). */
  answeredBy?: string;
}

export interface ChatPanelProps extends Omit<ComponentProps<'section'>, 'title' | 'onSubmit'> {
  /** The conversation so far, oldest first. */
  messages: readonly ChatMessage[];
  /** The question being written (controlled, so that a failed question can be given back to edit). */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Sends the question (trimmed, never blank); not called while a reply is pending. */
  onSend: (message: string) => void;
  /** A reply is being written: Send is disabled and reads 'AI is thinking...'. */
  pending?: boolean;
  /** The reply so far while it streams in. */
  streamingReply?: string;
  /** Stops the reply being written; shows a Stop button while pending. */
  onStop?: () => void;
  /** Questions offered while the conversation is empty; a click sends one. */
  suggestions?: readonly string[];
  /** Under the title: what writes the answers here. */
  note?: ReactNode;
  /** The panel's heading (default 'AI Chat Assistant'). */
  title?: string;
  /** The heading level, to fit the page's outline (default 2). */
  headingLevel?: 2 | 3;
  /** Nothing can be asked (e.g. the transcript has no text); says why in place of the input. */
  disabledReason?: string | null;
  timeZone?: string;
}

function SendIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-slot="icon"
      aria-hidden="true"
      focusable="false"
      {...props}
      className={cn('size-4 shrink-0', props.className)}
    >
      <path d="m22 2-7 20-4-9-9-4Z" />
      <path d="M22 2 11 13" />
    </svg>
  );
}

function formatTime(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(date);
}

function Bubble({
  speaker: role,
  content,
  time,
  timestamp,
  answeredBy,
  streaming = false,
}: {
  speaker: ChatMessage['role'];
  content: ReactNode;
  time?: string;
  timestamp?: string;
  answeredBy?: string | undefined;
  streaming?: boolean;
}) {
  const mine = role === 'user';
  return (
    <li data-slot="chat-message" data-role={role} className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm leading-relaxed',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {content}
      </div>
      {time && timestamp ? (
        <p className="px-1 text-muted-foreground text-xs">
          {answeredBy && <span data-slot="chat-answered-by">{answeredBy} · </span>}
          <time dateTime={timestamp}>{time}</time>
        </p>
      ) : streaming ? (
        <span className="px-1 text-muted-foreground text-xs">Writing...</span>
      ) : null}
    </li>
  );
}

/**
 * A conversation with the assistant about one transcript: the user's and the assistant's turns as bubbles with their
 * times, the reply streaming in, and a box where Enter sends and Shift+Enter starts a new line. Send is disabled
 * while the box is blank or a reply is pending, and reads 'AI is thinking...' meanwhile.
 */
export function ChatPanel({
  messages,
  draft,
  onDraftChange,
  onSend,
  pending = false,
  streamingReply = '',
  onStop,
  suggestions = [],
  note,
  title = 'AI Chat Assistant',
  headingLevel = 2,
  disabledReason = null,
  timeZone,
  className,
  ...props
}: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const blank = !draft.trim();
  const canAsk = !disabledReason;

  // The newest turn (and the reply as it grows) stays in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again whenever the conversation or the reply grows
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, streamingReply, pending]);

  const send = (text: string) => {
    const message = text.trim();
    if (!message || pending || !canAsk) return;
    onSend(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(draft);
  };

  const empty = messages.length === 0 && !pending;

  return (
    <section
      data-slot="chat-panel"
      aria-labelledby={titleId}
      className={cn('flex min-h-0 flex-col rounded-xl border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    >
      <header className="grid gap-1 border-b px-4 py-3">
        <Heading id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-tight">
          <SparklesIcon className="text-primary" />
          {title}
        </Heading>
        {note}
      </header>

      <div
        ref={listRef}
        data-slot="chat-messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        tabIndex={0}
        role="log"
        aria-label="Conversation"
        aria-busy={pending || undefined}
        className="min-h-48 flex-1 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2"
      >
        {empty ? (
          <div className="grid justify-items-center gap-3 py-6 text-center">
            <p className="font-medium text-sm">Ask anything about this transcript</p>
            <p className="max-w-sm text-muted-foreground text-sm">
              Questions, follow-ups, who said what: answers come from the transcript.
            </p>
            {canAsk && suggestions.length > 0 && (
              <ul aria-label="Suggested questions" className="flex flex-wrap justify-center gap-2">
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Button type="button" variant="outline" size="sm" onClick={() => send(suggestion)}>
                      {suggestion}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <ol className="grid gap-4">
            {messages.map((message) => (
              <Bubble
                key={message.id}
                speaker={message.role}
                content={message.content}
                time={formatTime(message.timestamp, timeZone)}
                timestamp={message.timestamp}
                answeredBy={message.answeredBy}
              />
            ))}
            {pending && (
              <Bubble
                speaker="assistant"
                streaming
                content={streamingReply || <span className="text-muted-foreground italic">Thinking...</span>}
              />
            )}
          </ol>
        )}
      </div>

      <form
        className="grid gap-2 border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
      >
        {canAsk ? (
          <>
            <label htmlFor={inputId} className="sr-only">
              Ask a question about the transcript
            </label>
            <Textarea
              id={inputId}
              rows={2}
              value={draft}
              placeholder="Ask a question about the transcript..."
              aria-describedby={hintId}
              onChange={(event) => onDraftChange(event.target.value)}
              onKeyDown={onKeyDown}
              className="min-h-16"
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p id={hintId} className="text-muted-foreground text-xs">
                Enter sends; Shift+Enter starts a new line.
              </p>
              <div className="flex items-center gap-2">
                {pending && onStop && (
                  <Button type="button" variant="ghost" size="sm" onClick={onStop}>
                    Stop
                  </Button>
                )}
                <Button type="submit" size="sm" disabled={blank} loading={pending}>
                  {!pending && <SendIcon />}
                  {pending ? 'AI is thinking...' : 'Send'}
                </Button>
              </div>
            </div>
          </>
        ) : (
          <p className="text-muted-foreground text-sm">{disabledReason}</p>
        )}
      </form>
    </section>
  );
}
