import { startOpenAiChatLoopback } from '../../apps/api/src/test-support/openai-chat-loopback';
import { MODEL_LOOPBACK_PORT } from './model-server';

// An OpenAI-compatible chat-completions server for the browser tests of a configured model: the API's real openai
// SDK talks to it over HTTP. Answers stream a word at a time, slowly enough for a person (and a test) to see them come.

const port = Number(process.env.MODEL_LOOPBACK_PORT ?? MODEL_LOOPBACK_PORT);

/** The answer the e2e model gives: translations as the JSON the translator asks for, anything else as a short text. */
await startOpenAiChatLoopback({
  port,
  apiKey: null,
  script: (call) => {
    if (call.responseFormat === 'json_object' || call.messages.some((message) => message.content.includes('"segments"'))) {
      const asked = call.messages.at(-1)?.content ?? '{}';
      const { segments = [] } = JSON.parse(asked) as { segments?: { id: number; text: string }[] };
      return JSON.stringify({ translations: segments.map(({ id, text }) => ({ id, text: `Übersetzt: ${text}` })) });
    }
    const asked = call.messages.at(-1)?.content ?? '';
    const kind = call.messages.length > 2 || /\?/.test(asked) ? 'answer' : 'summary';
    return {
      pieces: `The e2e model's ${kind}, streamed word by word from the loopback server.`.split(/(?<= )/),
      pieceDelayMs: 250,
    };
  },
});
console.log(`model loopback listening on 127.0.0.1:${port}`);
