import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server answers for an uploaded file, registered by the test under the file's SHA-256. */
export interface ScriptedTranscript {
  /** Spoken sentences; with speaker labels each sentence is a turn, speakers alternating A, B, A… */
  sentences?: string[];
  /** The language AssemblyAI "detects" when the request does not name one. */
  detectedLanguage?: string;
  /** Ends the transcript in status "error" with this message, as AssemblyAI does for a file it cannot use. */
  error?: string;
}

interface StoredTranscript {
  id: string;
  audio_url: string;
  status: 'queued' | 'processing' | 'completed' | 'error';
  polls: number;
  request: Record<string, unknown>;
  script: ScriptedTranscript | undefined;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** Words last 300 ms with 100 ms between them, the first starting at 100 ms: easy to assert on. */
export function scriptedWordTimes(index: number) {
  return { start: 100 + index * 400, end: 400 + index * 400 };
}

/**
 * A loopback HTTP server speaking the parts of AssemblyAI's REST API that its SDK uses for pre-recorded audio:
 * POST /v2/upload (raw bytes → upload_url), POST /v2/transcript (→ queued), GET /v2/transcript/:id (processing for
 * `processingPolls` polls, then completed or error). Every call must carry the API key in `Authorization`, as the
 * real service requires; a wrong key answers 401 with AssemblyAI's error body.
 */
export async function startAssemblyAiServer(options: { apiKey: string; processingPolls?: number }) {
  const uploads = new Map<string, { hash: string; size: number }>();
  const scripts = new Map<string, ScriptedTranscript>();
  const transcripts = new Map<string, StoredTranscript>();
  const requests: ReceivedRequest[] = [];
  const processingPolls = options.processingPolls ?? 1;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function readBody(req: IncomingMessage) {
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (req.headers['content-type']?.includes('json')) chunks.push(chunk);
    }
    return { hash: hash.digest('hex'), size, text: Buffer.concat(chunks).toString('utf8') };
  }

  function completedBody(t: StoredTranscript) {
    const script = t.script ?? {};
    const sentences = script.sentences ?? [];
    const speakerLabels = t.request.speaker_labels === true;
    const words: { text: string; start: number; end: number; confidence: number; speaker: string | null }[] = [];
    const utterances: { speaker: string; text: string; start: number; end: number; confidence: number; words: typeof words }[] = [];
    for (const [turn, sentence] of sentences.entries()) {
      const speaker = speakerLabels ? (turn % 2 === 0 ? 'A' : 'B') : null;
      const turnWords = sentence.split(/\s+/).map((text) => {
        const times = scriptedWordTimes(words.length);
        const word = { text, ...times, confidence: 0.9, speaker };
        words.push(word);
        return word;
      });
      const first = turnWords[0];
      const last = turnWords.at(-1);
      if (speaker && first && last)
        utterances.push({ speaker, text: sentence, start: first.start, end: last.end, confidence: 0.9, words: turnWords });
    }
    const languageCode = typeof t.request.language_code === 'string' ? t.request.language_code : (script.detectedLanguage ?? 'en_us');
    return {
      id: t.id,
      status: 'completed',
      audio_url: t.audio_url,
      text: sentences.join(' '),
      words,
      utterances: speakerLabels ? utterances : null,
      language_code: languageCode,
      language_detection: t.request.language_detection === true,
      confidence: 0.9,
      audio_duration: Math.ceil((words.at(-1)?.end ?? 0) / 1000),
      speaker_labels: speakerLabels,
      punctuate: true,
      format_text: true,
      error: undefined,
    };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handle = async () => {
      const body = await readBody(req);
      const parsed = body.text ? (JSON.parse(body.text) as Record<string, unknown>) : undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, body: parsed });
      if (req.headers.authorization !== options.apiKey) {
        return send(res, 401, { error: 'Authentication error, API token missing/invalid' });
      }
      if (req.method === 'POST' && url.pathname === '/v2/upload') {
        const id = randomUUID();
        uploads.set(id, { hash: body.hash, size: body.size });
        return send(res, 200, { upload_url: `${base}/upload/${id}` });
      }
      if (req.method === 'POST' && url.pathname === '/v2/transcript') {
        const audioUrl = typeof parsed?.audio_url === 'string' ? parsed.audio_url : '';
        const upload = uploads.get(audioUrl.split('/').at(-1) ?? '');
        if (!audioUrl.startsWith(`${base}/upload/`) || !upload) {
          return send(res, 400, { error: 'Invalid audio_url: the URL is not one returned by /v2/upload' });
        }
        const t: StoredTranscript = {
          id: randomUUID(),
          audio_url: audioUrl,
          status: 'queued',
          polls: 0,
          request: parsed ?? {},
          script: scripts.get(upload.hash),
        };
        transcripts.set(t.id, t);
        return send(res, 200, { id: t.id, status: t.status, audio_url: audioUrl, ...t.request });
      }
      const match = /^\/v2\/transcript\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match?.[1]) {
        const t = transcripts.get(match[1]);
        if (!t) return send(res, 404, { error: 'Transcript not found' });
        t.polls += 1;
        if (t.polls <= processingPolls) {
          t.status = 'processing';
          return send(res, 200, { id: t.id, status: t.status, audio_url: t.audio_url });
        }
        if (!t.script || t.script.error) {
          t.status = 'error';
          const error =
            t.script?.error ?? 'Transcoding failed. File does not appear to contain audio. File type is text/plain (ASCII text).';
          return send(res, 200, { id: t.id, status: 'error', audio_url: t.audio_url, error });
        }
        t.status = 'completed';
        return send(res, 200, completedBody(t));
      }
      return send(res, 404, { error: `No route for ${req.method} ${url.pathname}` });
    };
    handle().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    requests,
    /** Registers what to answer for a file with these bytes (the SHA-256 of what the SDK uploads). */
    register(bytes: Uint8Array, script: ScriptedTranscript) {
      scripts.set(createHash('sha256').update(bytes).digest('hex'), script);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
