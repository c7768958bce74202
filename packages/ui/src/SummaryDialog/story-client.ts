import { createClient, type VerbatimClient } from '@verbatim/core-sdk';
import type { AiStatus } from '@verbatim/core-sdk/contracts';

export interface StoryAnswers {
  status?: AiStatus;
  /** The streamed answer of POST …/summarize, word by word; an error status answers the API's error body instead. */
  summary?: string | { status: number; code: string; message: string };
  /** Milliseconds between words. */
  delayMs?: number;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client whose fetch answers the AI calls in the browser, streaming text word by word, without a server (stories only). */
export function storyClient({
  status = { writer: 'local', speechEngine: 'local', model: null, dailyLimit: 20, usedToday: 4 },
  summary = '',
  delayMs = 60,
}: StoryAnswers): VerbatimClient {
  return createClient({
    baseUrl: '',
    fetch: async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/ai/status')) return json(200, status);
      if (typeof summary !== 'string') return json(summary.status, { error: { code: summary.code, message: summary.message } });
      const pieces = summary.split(/(?<=\s)/);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const piece = pieces.shift();
          if (piece === undefined || init?.signal?.aborted) {
            controller.close();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          controller.enqueue(encoder.encode(piece));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    },
  });
}
