import type {
  ChatRequest,
  DownloadFormat,
  ListTranscriptionsQuery,
  SummarizeRequest,
  TranscriptionPage,
  TranscriptionSummary,
  TranslateRequest,
  TranslationFormat,
  UndoTranscriptionEditRequest,
  UpdateTranscriptionRequest,
} from '../contracts';
import { type AnswerWriter, answerWriterFromHeaders } from '../contracts/answer-writer';
import { fillPath, routes } from '../contracts/routes';
import type { DownloadedFile, Http, RequestOptions, StreamOptions } from '../http';

/** What a text export (txt, pdf, docx) shows besides the transcript. */
export interface DownloadChoices {
  /** Each paragraph's start time before it (default false). */
  timestamps?: boolean;
  /** The file name, date and duration at the top (default true). */
  header?: boolean;
}

/** A model may think for a while before its first word; the text then streams. */
const AI_TIMEOUT_MS = 120_000;

/** How a summary or chat answer is streamed, and who wrote it. */
export interface AnswerStreamOptions extends StreamOptions {
  /** Who writes this answer (the local writer, or the model by name), as soon as the server says, before its text. */
  onWriter?: (writer: AnswerWriter) => void;
}

/** The stream options of an answer, with its writer read from its headers. */
function answerOptions({ onWriter, onHeaders, ...o }: AnswerStreamOptions = {}): StreamOptions {
  return {
    timeout: AI_TIMEOUT_MS,
    ...o,
    onHeaders: (headers) => {
      onHeaders?.(headers);
      const writer = answerWriterFromHeaders(headers);
      if (writer) onWriter?.(writer);
    },
  };
}

/** The signed-in user's transcriptions and what can be done with them. Another user's id answers ApiError 404. */
export function transcriptionsResource(http: Http) {
  const list = (query: ListTranscriptionsQuery = {}, o?: RequestOptions): Promise<TranscriptionPage> =>
    http.call(routes.listTranscriptions, { query }, o);

  /** Page after page from the first (or from `cursor`), each fetched only when the loop asks for it. */
  async function* pages(query: ListTranscriptionsQuery = {}, o?: RequestOptions): AsyncGenerator<TranscriptionPage, void, undefined> {
    let cursor = query.cursor;
    do {
      const page = await list({ ...query, cursor }, o);
      yield page;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  /** Every matching row, newest first, across as many pages as the loop reads (`break` stops fetching). */
  async function* all(
    query: Omit<ListTranscriptionsQuery, 'cursor'> = {},
    o?: RequestOptions,
  ): AsyncGenerator<TranscriptionSummary, void, undefined> {
    for await (const page of pages(query, o)) yield* page.items;
  }

  return {
    /**
     * One page of the caller's transcriptions, newest first: `q` searches file names and transcript text, `cursor` is
     * the previous page's `nextCursor`, `limit` is 1 to 100 (default 50). Rows carry no text; `get` has it.
     */
    list,
    pages,
    all,
    /** One transcription with its segments and word timings (poll it for status, progress and errorMessage). */
    get: (id: string, o?: RequestOptions) => http.call(routes.getTranscription, { params: { id } }, o),
    /**
     * Renames the file or its speakers, or edits the text. An edit replaces words `start` to `end` (exclusive) with
     * `text`; kept words keep their timings and new ones are timed inside the span. Pass the `version` the edit was made
     * on to have a stale edit refused (ApiError 409 EDIT_CONFLICT) instead of overwriting a newer one.
     */
    update: (id: string, changes: UpdateTranscriptionRequest, o?: RequestOptions) =>
      http.call(routes.updateTranscription, { params: { id }, body: changes }, o),
    /** Puts the text back as it was before the last edit; with none left, ApiError 409 NOTHING_TO_UNDO. */
    undoEdit: (id: string, request: UndoTranscriptionEditRequest = {}, o?: RequestOptions) =>
      http.call(routes.undoTranscriptionEdit, { params: { id }, body: request }, o),
    /**
     * A summary of the transcript, as plain text streamed to `onText` as it is written: the key sentences where no model
     * is configured (`ai.status()` says which), else the model's summary. A second request for the same type and
     * instructions is answered from the kept result.
     */
    summarize: (id: string, request: SummarizeRequest, o?: AnswerStreamOptions) =>
      http.streamText(routes.summarizeTranscription, { params: { id }, body: request }, answerOptions(o)),
    /**
     * An answer to a question about the transcript, streamed to `onText`; send the conversation so far as `history`.
     * `onWriter` says who writes it.
     */
    chat: (id: string, request: ChatRequest, o?: AnswerStreamOptions) =>
      http.streamText(routes.chatAboutTranscription, { params: { id }, body: request }, answerOptions(o)),
    /** The transcript translated into `targetLanguage` (one `ai.translationLanguages()` lists), streamed as it is translated. */
    translate: (id: string, request: TranslateRequest, o?: StreamOptions) =>
      http.streamText(routes.translateTranscription, { params: { id }, body: request }, { timeout: AI_TIMEOUT_MS, ...o }),
    /** The translation kept into `language`, as `translate` streamed it; `translation` is null when none is kept. */
    translation: (id: string, language: string, o?: RequestOptions) => http.call(routes.getTranslation, { params: { id, language } }, o),
    /** A kept translation as text, or as SRT or VTT subtitles on the original timings; translate first, else ApiError 404. */
    downloadTranslation: (id: string, language: string, format: TranslationFormat, o?: RequestOptions): Promise<DownloadedFile> =>
      http.download(
        routes.downloadTranslation,
        `transcript-${id}.${language}.${format}`,
        { params: { id, language }, query: { format } },
        o,
      ),
    /** Deletes the transcription and its media. */
    delete: (id: string, o?: RequestOptions) => http.call(routes.deleteTranscription, { params: { id } }, o),
    /** Queues a failed or stalled transcription again; a completed one answers ApiError 409. */
    retry: (id: string, o?: RequestOptions) => http.call(routes.retryTranscription, { params: { id } }, o),
    /**
     * The transcript as a file: pdf, docx, txt, srt, vtt (cues from the word timings) or json (segments and words);
     * `null` asks for the user's default export format (their settings), and the file is named by the server.
     * `timestamps` puts each paragraph's start before it and `header: false` leaves out the title lines (text formats).
     */
    download: (id: string, format: DownloadFormat | null, choices: DownloadChoices = {}, o?: RequestOptions): Promise<DownloadedFile> => {
      const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? ('true' as const) : ('false' as const));
      const query = { format: format ?? undefined, timestamps: flag(choices.timestamps), header: flag(choices.header) };
      const fallbackName = format ? `transcript-${id}.${format}` : `transcript-${id}`;
      return http.download(routes.downloadTranscription, fallbackName, { params: { id }, query }, o);
    },
    /** The address of the original media, for an <audio> or <video> element (the browser sends the session cookie). */
    audioUrl: (id: string): string => http.url(fillPath(routes.getTranscriptionAudio.path, { id })),
    /** The original media, while it is kept (24 hours after processing); named by the server, else saved as mp3. */
    audio: (id: string, o?: RequestOptions): Promise<DownloadedFile> =>
      http.download(routes.getTranscriptionAudio, `audio-${id}.mp3`, { params: { id } }, o),
  };
}
export type TranscriptionsResource = ReturnType<typeof transcriptionsResource>;
