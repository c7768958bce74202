import type {
  ChatRequest,
  DeleteTranscriptionResponse,
  ExportFormat,
  ListTranscriptionsQuery,
  RetryTranscriptionResponse,
  SummarizeRequest,
  Transcription,
  TranscriptionPage,
  TranscriptionSummary,
  TranslateRequest,
} from '../contracts';
import { type DownloadedFile, type Http, transcriptionPath as path, type RequestOptions, withQuery } from '../http';

/** The signed-in user's transcriptions and what can be done with them. Another user's id answers ApiError 404. */
export function transcriptionsResource(http: Http) {
  const list = (query: ListTranscriptionsQuery = {}, o?: RequestOptions) =>
    http.json<TranscriptionPage>('GET', withQuery('/api/transcriptions', query), undefined, o);

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
    get: (id: string, o?: RequestOptions) => http.json<Transcription>('GET', path(id), undefined, o),
    /** Deletes the transcription and its media. */
    delete: (id: string, o?: RequestOptions) => http.json<DeleteTranscriptionResponse>('DELETE', path(id), undefined, o),
    /** Queues a failed or stalled transcription again; a completed one answers ApiError 409. */
    retry: (id: string, o?: RequestOptions) => http.json<RetryTranscriptionResponse>('POST', path(id, '/retry'), undefined, o),
    /** A summary of the transcript, as plain text; `customPrompt` is required when `summaryType` is "custom". */
    summarize: (id: string, body: SummarizeRequest, o?: RequestOptions) => http.text('POST', path(id, '/summarize'), body, o),
    /** The assistant's answer to a question about the transcript, as plain text. */
    chat: (id: string, body: ChatRequest, o?: RequestOptions) => http.text('POST', path(id, '/chat'), body, o),
    /** The transcript translated into `targetLanguage`, as plain text. */
    translate: (id: string, body: TranslateRequest, o?: RequestOptions) => http.text('POST', path(id, '/translate'), body, o),
    /** The transcript as a file: pdf, docx, txt, srt or vtt. */
    download: (id: string, format: ExportFormat, o?: RequestOptions): Promise<DownloadedFile> =>
      http.file(withQuery(path(id, '/download'), { format }), `transcript-${id}.${format}`, o),
    /** The original media, while it is kept (24 hours after processing); named by the server, else saved as mp3. */
    audio: (id: string, o?: RequestOptions): Promise<DownloadedFile> => http.file(path(id, '/audio'), `audio-${id}.mp3`, o),
  };
}
export type TranscriptionsResource = ReturnType<typeof transcriptionsResource>;
