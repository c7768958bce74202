import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitIntoParagraphs, timedParagraphs } from '@verbatim/core-sdk/contracts';
import { parsePocketsphinxOutput } from '../../speech/local/parse-pocketsphinx';
import { segmentLocalWords } from '../../speech/local/segment-local-words';
import type { AiParagraph, TranscriptForAi } from '../ai-writer';

// Transcripts for the local writer's tests, shaped as transcriptForAi shapes them: a punctuated meeting with named
// speakers (as a cloud engine writes it), an unpunctuated podcast in lower case (as PocketSphinx transcripts stored
// before the local engine wrote sentences read), and what the local engine wrote for recordings.

const SECONDS_PER_WORD = 0.4;
const SEGMENT_WORDS = 12;

/** Times each paragraph by its words (one every 0.4 s, a pause between paragraphs) and cuts segments of 12 words. */
function timed(fileName: string, paragraphs: { speaker: string | null; text: string }[]): TranscriptForAi {
  let at = 1;
  const timedParagraphs: AiParagraph[] = [];
  const segments: TranscriptForAi['segments'] = [];
  for (const { speaker, text } of paragraphs) {
    const words = text.split(' ');
    const start = at;
    for (let first = 0; first < words.length; first += SEGMENT_WORDS) {
      const chunk = words.slice(first, first + SEGMENT_WORDS);
      const segmentStart = at + first * SECONDS_PER_WORD;
      segments.push({ start: segmentStart, end: segmentStart + chunk.length * SECONDS_PER_WORD, text: chunk.join(' ') });
    }
    at += words.length * SECONDS_PER_WORD;
    timedParagraphs.push({ start, end: at, speaker, text });
    at += 1.5;
  }
  return {
    id: fileName,
    fileName,
    language: 'en',
    text: paragraphs.map((paragraph) => paragraph.text).join(' '),
    paragraphs: timedParagraphs,
    segments,
  };
}

/** A planning call of about 320 words, ten paragraphs, three speakers. */
export const PLANNING_MEETING = timed('planning-call.mp3', [
  {
    speaker: 'Priya',
    text: 'Good morning, everyone. Thanks for joining the quarterly planning call. We have three topics today: the launch of the mobile app, the budget for next quarter, and hiring for the support team.',
  },
  {
    speaker: 'Priya',
    text: "Let's start with the launch. The mobile app was planned for the first of May, but the payment integration is still failing on older Android phones. Tom, where are we with that?",
  },
  {
    speaker: 'Tom',
    text: 'We found the cause last Thursday. The payment library crashes when the phone has less than two gigabytes of memory. The vendor shipped a fix yesterday, and our testers are checking it on twelve devices this week.',
  },
  {
    speaker: 'Tom',
    text: 'If the tests pass by Friday, we can still launch in May, but I would move the date to the fifteenth of May to leave room for the app store review.',
  },
  {
    speaker: 'Priya',
    text: 'That sounds sensible. So we agreed to launch the mobile app on the fifteenth of May, provided the payment tests pass by Friday. Next, the budget.',
  },
  {
    speaker: 'Sara',
    text: 'The budget for next quarter is two hundred and forty thousand dollars, which is ten percent more than this quarter. Most of the increase goes to cloud hosting, because the number of active users of the app doubled since January.',
  },
  {
    speaker: 'Sara',
    text: 'I also want to set aside twenty thousand dollars of the budget for marketing the launch, mainly short videos and a campaign with two podcasts our customers listen to.',
  },
  {
    speaker: 'Priya',
    text: 'Good. And hiring? The support queue has grown to almost three hundred open tickets, and customers wait four days for an answer.',
  },
  {
    speaker: 'Sara',
    text: 'We will hire two support engineers in Lisbon, so that we cover the European morning. The job posts go out on Monday, and we hope to have both people starting in June.',
  },
  {
    speaker: 'Priya',
    text: "Great. Before we close, customer feedback. The most common complaint is that exports to PDF lose the speaker names. Tom's team will fix that after the launch. Thank you all, see you next week.",
  },
]);

const GARDEN_PODCAST_TEXT = [
  'welcome back to the neighborhood podcast today we are talking with the volunteers who run the community garden on elm street',
  'the garden started four years ago on an empty parking lot and now it has sixty raised beds that families rent for twenty dollars a season',
  'the biggest challenge this summer was water because the city limited watering to two mornings a week so the volunteers installed drip irrigation',
  'with a timer that runs at five in the morning and uses half the water of the old sprinklers',
  'the drip system cost eighteen hundred dollars and it was paid for by a grant from the county environment fund',
  'another change is compost every bed now gets compost from the three bins behind the tool shed where neighbors drop their kitchen scraps on saturdays',
  'the compost is turned every two weeks and it is ready after about three months',
  'the volunteers also started a school program where children from the elementary school plant tomatoes beans and sunflowers in the spring and harvest them in september',
  'the teachers say the children eat more vegetables since they started growing them in the garden',
  'the garden needs more volunteers for the autumn especially people who can help build a new fence because deer have been eating the lettuce at night',
  'the fence will be built on the second saturday of october and lunch will be provided for everyone who helps',
  'if you want to rent a bed next season the waiting list opens in january and you can sign up at the library or at the garden gate on saturday mornings',
  'one listener asked whether the garden uses pesticides and the answer is no the volunteers plant marigolds between the vegetables to keep insects away and they pick slugs by hand in the evening',
  'the garden also gives about a third of its harvest to the food bank on main street which collected more than four hundred kilos of vegetables last year',
  'that is all for today thanks for listening and see you next week',
].join(' ');

/** A podcast of about 340 words without punctuation or capitals, paragraphed as the viewer does it. */
export const GARDEN_PODCAST = timed(
  'garden-podcast.wav',
  splitIntoParagraphs(GARDEN_PODCAST_TEXT).map((text) => ({ speaker: null, text })),
);

/**
 * What the local engine made of a recording, from its decoder output committed in speech/local/fixtures: the words as
 * the engine writes them (sentences, capitals, digits) and paragraphed as transcriptForAi paragraphs a stored
 * transcription, so these tests read what the AI reads after a real transcription.
 */
export function localEngineTranscript(fixture: string, fileName: string): TranscriptForAi {
  const output = readFileSync(join(import.meta.dirname, '../../speech/local/fixtures', `${fixture}.pocketsphinx.txt`), 'utf8');
  const { segments, words, text } = segmentLocalWords(parsePocketsphinxOutput(output));
  const paragraphs = timedParagraphs(segments, words).map((paragraph) => ({
    start: paragraph.words[0]?.start ?? null,
    end: paragraph.words.at(-1)?.end ?? null,
    speaker: null,
    text: paragraph.words.map((word) => word.text).join(' '),
  }));
  return { id: fileName, fileName, language: 'en', text, paragraphs, segments };
}
