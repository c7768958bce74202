import { describe, expect, it } from 'vitest';
import type { TranscriptForAi } from '../ai-writer';
import { answeringSentences } from './local-chat';
import { GARDEN_PODCAST, PLANNING_MEETING } from './test-transcripts';

/*
 * How often the offline chat quotes the sentence that answers: questions written by hand over the two test
 * transcripts (a punctuated meeting, an unpunctuated podcast as PocketSphinx writes it), each with a phrase only the
 * answering sentence holds, and questions the transcripts do not answer. docs/ai-answer-quality.md records the
 * figures this prints.
 */

const ANSWERED: [TranscriptForAi, string, string][] = [
  [PLANNING_MEETING, 'How much is the budget for next quarter?', 'two hundred and forty thousand dollars'],
  [PLANNING_MEETING, 'Who will they hire?', 'We will hire two support engineers'],
  [PLANNING_MEETING, 'What did they agree about the launch date?', 'we agreed to launch the mobile app on the fifteenth of May'],
  [PLANNING_MEETING, 'Why does the payment library crash?', 'less than two gigabytes of memory'],
  [PLANNING_MEETING, 'How many devices are the testers checking?', 'twelve devices'],
  [PLANNING_MEETING, 'How much money goes to marketing?', 'twenty thousand dollars of the budget for marketing'],
  [PLANNING_MEETING, 'How long do customers wait for an answer?', 'customers wait four days'],
  [PLANNING_MEETING, 'What is the most common complaint?', 'exports to PDF lose the speaker names'],
  [PLANNING_MEETING, 'When do the job posts go out?', 'The job posts go out on Monday'],
  [PLANNING_MEETING, 'Why is cloud hosting increasing?', 'number of active users of the app doubled'],
  [GARDEN_PODCAST, 'How much did the drip system cost?', 'the drip system cost eighteen hundred dollars'],
  [GARDEN_PODCAST, 'Why do they need a new fence?', 'deer have been eating the lettuce'],
  [GARDEN_PODCAST, 'Do they use pesticides?', 'whether the garden uses pesticides'],
  [GARDEN_PODCAST, 'How much does it cost to rent a bed?', 'twenty dollars a season'],
  [GARDEN_PODCAST, 'How much of the harvest goes to the food bank?', 'a third of its harvest to the food bank'],
  [GARDEN_PODCAST, 'When is the compost ready?', 'ready after about three months'],
  [GARDEN_PODCAST, 'What do the children plant?', 'plant tomatoes beans and sunflowers'],
  [GARDEN_PODCAST, 'When does the waiting list open?', 'the waiting list opens in january'],
];

const UNANSWERED: [TranscriptForAi, string][] = [
  [PLANNING_MEETING, 'What is the capital of Australia?'],
  [PLANNING_MEETING, 'Which quantum chromodynamics lattice was simulated?'],
  [GARDEN_PODCAST, 'Who won the football match?'],
  [GARDEN_PODCAST, 'What programming language do they use?'],
];

describe('the offline chat’s answers', () => {
  it('quote the answering sentence first for most questions, and say nothing for questions the transcript does not answer', () => {
    let first = 0;
    let quoted = 0;
    let quotes = 0;
    for (const [transcript, message, phrase] of ANSWERED) {
      const sentences = answeringSentences(transcript, { message, history: [] });
      expect(sentences.length, message).toBeLessThanOrEqual(3);
      if (sentences[0]?.text.includes(phrase)) first += 1;
      if (sentences.some((sentence) => sentence.text.includes(phrase))) quoted += 1;
      quotes += sentences.length;
    }
    const silent = UNANSWERED.filter(([transcript, message]) => answeringSentences(transcript, { message, history: [] }).length === 0);
    const figures = {
      questions: ANSWERED.length,
      firstQuoteAnswers: first / ANSWERED.length,
      anyQuoteAnswers: quoted / ANSWERED.length,
      quotePrecision: quoted / quotes,
      quotesPerAnswer: quotes / ANSWERED.length,
      unansweredSaidSo: silent.length / UNANSWERED.length,
    };
    console.info('offline chat answer quality', JSON.stringify(figures));
    expect(figures.firstQuoteAnswers).toBeGreaterThanOrEqual(0.75);
    expect(figures.unansweredSaidSo).toBeGreaterThanOrEqual(0.75);
  });
});
