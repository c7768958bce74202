import { act, renderHook, waitFor } from '@testing-library/react';
import { createClient, isAbortError } from '@verbatim/core-sdk';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { createVerbatimQueryClient } from '../VerbatimProvider/query-client';
import { VerbatimProvider } from '../VerbatimProvider/VerbatimProvider';
import { aiAnswersLeft, aiKeys, useAiStatus, useChatReply, useSummarize, useTranslate, useTranslationLanguages } from './use-ai';

let api: FakeApi;
let usedToday = 0;

const plain = (body: string) => ({ body, headers: { 'content-type': 'text/plain; charset=utf-8' } });

beforeEach(async () => {
  usedToday = 0;
  api = await startFakeApi({
    'GET /api/ai/status': () => ({ body: { writer: 'local', model: null, dailyLimit: 10, usedToday } }),
    'GET /api/translation-languages': ({ query }) => ({
      body: {
        source: query.get('from') ?? 'en',
        languages: [
          { code: 'es', name: 'Spanish', translator: 'apertium' },
          { code: 'ja', name: 'Japanese', translator: 'llm' },
        ],
      },
    }),
    'POST /api/transcriptions/tr-1/summarize': () => {
      usedToday += 1;
      return plain('The upload work is done.');
    },
    'POST /api/transcriptions/tr-1/chat': () => {
      usedToday += 1;
      return plain('At 0:04: "The recorder ships next week."');
    },
    'POST /api/transcriptions/tr-1/translate': () => plain('Buenos días a todos.\n\nGracias por venir.'),
  });
});

afterEach(async () => {
  await api.close();
});

describe('AI status and languages', () => {
  it('reads what writes the answers and the languages of a transcript’s source language', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(
      () => ({ status: useAiStatus(), languages: useTranslationLanguages('en'), none: useTranslationLanguages(null) }),
      {
        wrapper: harness.wrapper,
      },
    );
    await waitFor(() => expect(view.result.current.status.data).toEqual({ writer: 'local', model: null, dailyLimit: 10, usedToday: 0 }));
    await waitFor(() => expect(view.result.current.languages.data?.languages.map((language) => language.code)).toEqual(['es', 'ja']));
    expect(api.requests.find((request) => request.path === '/api/translation-languages')?.query.get('from')).toBe('en');
    expect(view.result.current.none.fetchStatus).toBe('idle');
    expect(aiAnswersLeft(view.result.current.status.data)).toBe(10);
    expect(aiAnswersLeft({ writer: 'llm', speechEngine: 'local', model: 'm', dailyLimit: null, usedToday: 3 })).toBeNull();
    expect(aiAnswersLeft({ writer: 'llm', speechEngine: 'local', model: 'm', dailyLimit: 2, usedToday: 3 })).toBe(0);
  });
});

describe('streamed answers', () => {
  it('summarizes, keeps the text, and refreshes the answers left today', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => ({ status: useAiStatus(), summarize: useSummarize() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.status.data?.usedToday).toBe(0));
    let answer: string | undefined;
    await act(async () => {
      answer = await view.result.current.summarize.mutateAsync({ transcriptionId: 'tr-1', summaryType: 'short', customPrompt: 'ignored' });
    });
    expect(answer).toBe('The upload work is done.');
    expect(view.result.current.summarize.text).toBe('The upload work is done.');
    expect(api.requests.find((request) => request.path.endsWith('/summarize'))?.body).toEqual({ summaryType: 'short' });
    await waitFor(() => expect(view.result.current.status.data?.usedToday).toBe(1));

    // A custom summary sends its instructions, trimmed.
    await act(async () => {
      await view.result.current.summarize.mutateAsync({ transcriptionId: 'tr-1', summaryType: 'custom', customPrompt: '  Action items  ' });
    });
    expect(api.requests.filter((request) => request.path.endsWith('/summarize')).at(-1)?.body).toEqual({
      summaryType: 'custom',
      customPrompt: 'Action items',
    });
    act(() => view.result.current.summarize.reset());
    expect(view.result.current.summarize.text).toBe('');
  });

  it('sends the conversation so far with a question', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => useChatReply(), { wrapper: harness.wrapper });
    const history = [
      { role: 'user' as const, content: 'What ships?' },
      { role: 'assistant' as const, content: 'The recorder.' },
    ];
    await act(async () => {
      await view.result.current.mutateAsync({ transcriptionId: 'tr-1', message: 'When?', history });
    });
    expect(view.result.current.text).toBe('At 0:04: "The recorder ships next week."');
    expect(api.requests.find((request) => request.path.endsWith('/chat'))?.body).toEqual({ message: 'When?', history });
  });

  it('translates, and reports the server’s refusal as an ApiError', async () => {
    const harness = hookHarness(api.url);
    const view = renderHook(() => useTranslate(), { wrapper: harness.wrapper });
    await act(async () => {
      await view.result.current.mutateAsync({ transcriptionId: 'tr-1', targetLanguage: 'es', languageName: 'Spanish' });
    });
    expect(view.result.current.text).toBe('Buenos días a todos.\n\nGracias por venir.');
    expect(api.requests.find((request) => request.path.endsWith('/translate'))?.body).toEqual({
      targetLanguage: 'es',
      languageName: 'Spanish',
    });

    api.route('POST /api/transcriptions/tr-1/translate', apiError(400, 'LANGUAGE_NOT_SUPPORTED', 'Klingon is not available here.'));
    await act(async () => {
      await view.result.current
        .mutateAsync({ transcriptionId: 'tr-1', targetLanguage: 'tlh', languageName: 'Klingon' })
        .catch(() => undefined);
    });
    await waitFor(() => expect(view.result.current.isError).toBe(true));
    expect(view.result.current.error).toMatchObject({ status: 400, code: 'LANGUAGE_NOT_SUPPORTED' });
  });

  it('refreshes the answers left when the daily limit is reached', async () => {
    const harness = hookHarness(api.url);
    api.route('POST /api/transcriptions/tr-1/chat', () => {
      usedToday = 10;
      return apiError(429, 'AI_DAILY_LIMIT', 'You have used today’s 10 AI answers.');
    });
    const view = renderHook(() => ({ status: useAiStatus(), chat: useChatReply() }), { wrapper: harness.wrapper });
    await waitFor(() => expect(view.result.current.status.data?.usedToday).toBe(0));
    await act(async () => {
      await view.result.current.chat.mutateAsync({ transcriptionId: 'tr-1', message: 'Hi' }).catch(() => undefined);
    });
    await waitFor(() => expect(view.result.current.status.data?.usedToday).toBe(10));
    expect(harness.queryClient.getQueryState(aiKeys.status())?.dataUpdateCount).toBe(2);
  });
});

/** A client whose fetch answers the translation with a stream the test writes to, piece by piece. */
function streamingHarness() {
  let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  const encoder = new TextEncoder();
  const client = createClient({
    baseUrl: 'http://verbatim.test',
    fetch: async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          writer = controller;
        },
        cancel() {
          cancelled = true;
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    },
  });
  const queryClient = createVerbatimQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VerbatimProvider client={client} queryClient={queryClient}>
      {children}
    </VerbatimProvider>
  );
  return {
    wrapper,
    write: (text: string) => writer?.enqueue(encoder.encode(text)),
    end: () => writer?.close(),
    started: () => writer !== undefined,
    /** The client stopped reading the answer: a real connection would be closed. */
    cancelled: () => cancelled,
  };
}

describe('streaming', () => {
  it('shows the text so far while it streams in', async () => {
    const stream = streamingHarness();
    const view = renderHook(() => useTranslate(), { wrapper: stream.wrapper });
    let done: Promise<string> | undefined;
    act(() => {
      done = view.result.current.mutateAsync({ transcriptionId: 'tr-1', targetLanguage: 'es', languageName: 'Spanish' });
    });
    await waitFor(() => expect(stream.started()).toBe(true));
    expect(view.result.current.isPending).toBe(true);
    act(() => stream.write('Hola.\n'));
    await waitFor(() => expect(view.result.current.text).toBe('Hola.\n'));
    act(() => stream.write('Adiós.'));
    await waitFor(() => expect(view.result.current.text).toBe('Hola.\nAdiós.'));
    await act(async () => {
      stream.end();
      await done;
    });
    expect(view.result.current.isSuccess).toBe(true);
    expect(view.result.current.data).toBe('Hola.\nAdiós.');
  });

  it('stops the request when asked and when the screen goes away', async () => {
    const stream = streamingHarness();
    const view = renderHook(() => useSummarize(), { wrapper: stream.wrapper });
    let failure: unknown;
    act(() => {
      view.result.current.mutateAsync({ transcriptionId: 'tr-1', summaryType: 'short' }).catch((error: unknown) => {
        failure = error;
      });
    });
    await waitFor(() => expect(stream.started()).toBe(true));
    act(() => view.result.current.cancel());
    await waitFor(() => expect(failure).toBeDefined());
    expect(isAbortError(failure)).toBe(true);
    // The answer stops being read, so the server stops writing it, and nothing of it is shown.
    await waitFor(() => expect(stream.cancelled()).toBe(true));
    expect(view.result.current.text).toBe('');

    const again = streamingHarness();
    const second = renderHook(() => useChatReply(), { wrapper: again.wrapper });
    let failure2: unknown;
    act(() => {
      second.result.current.mutateAsync({ transcriptionId: 'tr-1', message: 'Hi' }).catch((error: unknown) => {
        failure2 = error;
      });
    });
    await waitFor(() => expect(again.started()).toBe(true));
    act(() => again.write('Hel'));
    await waitFor(() => expect(second.result.current.text).toBe('Hel'));
    second.unmount();
    await waitFor(() => expect(failure2).toBeDefined());
    expect(isAbortError(failure2)).toBe(true);
    await waitFor(() => expect(again.cancelled()).toBe(true));
  });
});
