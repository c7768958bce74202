import type { AiParagraph, ChatRequest, TranscriptForAi } from '../ai-writer';
import { retrievePassages } from '../local/retrieve-passages';
import type { LlmMessage } from './llm-client';
import { estimateTokens, MESSAGE_OVERHEAD_TOKENS, promptBudget } from './token-budget';
import { paragraphLine, transcriptLines } from './transcript-lines';

/** Earlier turns may take at most this share of the prompt: the transcript is what answers are grounded in. */
const HISTORY_SHARE = 0.25;
/** Passages asked of the ranker; as many of them as fit the prompt are sent. */
const PASSAGES_WANTED = 24;
/** A question this short ("and then?") is read together with the one before it when passages are looked up. */
const FOLLOW_UP_MAX_WORDS = 8;

function groundingRules(fileName: string): string {
  return (
    `You answer questions about the transcript of a recording ("${fileName}"). ` +
    'Transcript lines read "[m:ss] Speaker: text": the time is when the line starts in the recording. ' +
    'Answer only from the transcript given here; when it does not say, say that the transcript does not cover it, and never invent. ' +
    'Point to the timestamps of the lines your answer rests on, like [12:34]. Be concise, and answer in the language of the question.'
  );
}

/**
 * The messages of a chat call: the rules and the transcript in the system message (the whole transcript when it fits
 * the context, else the passages that best match the question, in transcript order, with their timestamps), then the
 * conversation so far (as many of its latest turns as fit), then the question.
 */
export function chatMessages(transcript: TranscriptForAi, request: ChatRequest, contextTokens: number): LlmMessage[] {
  const budget = promptBudget(contextTokens);
  const rules = groundingRules(transcript.fileName);
  const question = request.message.trim();
  const history = latestTurns(request.history, Math.floor(budget * HISTORY_SHARE));
  const used =
    estimateTokens(rules) +
    estimateTokens(question) +
    history.reduce((sum, turn) => sum + estimateTokens(turn.content) + MESSAGE_OVERHEAD_TOKENS, 0) +
    2 * MESSAGE_OVERHEAD_TOKENS +
    32; // the headings around the transcript
  const room = budget - used;

  const whole = transcriptLines(transcript).join('\n');
  let context: string;
  if (estimateTokens(whole) <= room) {
    context = `The transcript:\n${whole}`;
  } else {
    const passages = passagesThatFit(transcript.paragraphs, retrievalQuery(request), room);
    context =
      passages.length > 0
        ? `The transcript is too long to give whole: these are its passages that best match the question, in order.\n${passages.join('\n')}`
        : `The transcript is too long to give whole, and no passage matches the question's words: this is its opening.\n${opening(transcript, room)}`;
  }
  return [
    { role: 'system', content: `${rules}\n\n${context}` },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: question },
  ];
}

/** The latest turns that fit `maxTokens`, oldest first; a conversation is read from its end. */
function latestTurns(history: ChatRequest['history'], maxTokens: number): ChatRequest['history'] {
  const kept: ChatRequest['history'] = [];
  let used = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (!turn) continue;
    const cost = estimateTokens(turn.content) + MESSAGE_OVERHEAD_TOKENS;
    if (used + cost > maxTokens) break;
    kept.unshift(turn);
    used += cost;
  }
  // A history that starts with an answer reads as if the model had spoken first: drop it.
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

/** The question, with the previous question for a short follow-up ("what did she say next?"). */
function retrievalQuery(request: ChatRequest): string {
  const question = request.message.trim();
  if (question.split(/\s+/).length > FOLLOW_UP_MAX_WORDS) return question;
  const previous = request.history.findLast((turn) => turn.role === 'user');
  return previous ? `${previous.content}\n${question}` : question;
}

/** The best passages that fit `maxTokens`, best first when choosing, then put back in transcript order. */
function passagesThatFit(paragraphs: AiParagraph[], query: string, maxTokens: number): string[] {
  const ranked = retrievePassages(paragraphs, query, PASSAGES_WANTED);
  const chosen: AiParagraph[] = [];
  let used = 0;
  for (const { paragraph } of ranked) {
    const cost = estimateTokens(`${paragraphLine(paragraph)}\n`);
    if (used + cost > maxTokens) continue;
    chosen.push(paragraph);
    used += cost;
  }
  const position = new Map(paragraphs.map((paragraph, index) => [paragraph, index]));
  return chosen.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0)).map(paragraphLine);
}

function opening(transcript: TranscriptForAi, maxTokens: number): string {
  const lines: string[] = [];
  let used = 0;
  for (const line of transcriptLines(transcript)) {
    const cost = estimateTokens(`${line}\n`);
    if (used + cost > maxTokens) break;
    lines.push(line);
    used += cost;
  }
  return lines.length > 0 ? lines.join('\n') : (transcriptLines(transcript)[0] ?? '').slice(0, maxTokens * 4);
}
