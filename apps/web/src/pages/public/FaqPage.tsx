import { FAQ_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { Button, cn } from '@verbatim/ui';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { PublicPage } from './PublicPage';

interface Question {
  question: string;
  answer: ReactNode;
}

/**
 * The ten questions (spec, account 2: public information pages), answered for what the product does: files up to
 * 2 GB, the engine's own list of languages, 1 credit = 1 minute charged on completion, media deleted 24 hours after
 * processing, revocable share links, and billing's cancellation rules (docs/decisions.md, Billing).
 */
export const FAQ: readonly Question[] = [
  {
    question: 'What kinds of files can I transcribe?',
    answer: (
      <>
        <p>
          Audio and video files: MP3, WAV, M4A, AAC, FLAC, OGG, Opus, MP4, MOV, MKV, WebM and 3GP, among others. We check the first bytes of
          every upload, so a file must really be audio or video whatever its name says. You can also record your screen in the browser and
          transcribe the recording (see the screen recorder below).
        </p>
      </>
    ),
  },
  {
    question: 'How large can my files be?',
    answer: (
      <>
        <p>
          Up to 2 GB per file, on every plan. Large files are sent in parts, so a dropped connection or a reload of the page resumes the
          upload instead of starting it again.
        </p>
        <p>
          On the free plan each transcription can be up to 30 minutes of audio. On a paid plan, during the Pro trial, or with credits you
          bought, files of any length up to 2 GB are accepted.
        </p>
      </>
    ),
  },
  {
    question: 'Which languages can Verbatim transcribe?',
    answer: (
      <p>
        Verbatim offers exactly the languages its speech engine supports, so we do not quote a count we cannot keep. Where the engine can,
        it detects the language spoken in each file. Wherever you choose a language, the list you see is the engine&apos;s real list.
      </p>
    ),
  },
  {
    question: 'How do credits work?',
    answer: (
      <>
        <p>
          One credit is one minute of audio, rounded up per file. Credits are charged once, when a transcription completes: a transcription
          that fails costs nothing, and if one that was charged ends in failure its credits are returned. A recording in which no speech is
          found (silence, music, a muted microphone) costs nothing either: no credits, and not one of the free plan&apos;s transcriptions of
          the day. You can still play it while it is kept.
        </p>
        <p>
          You can buy packs of 100, 500 or 1,000 credits for $1.99, $7.99 or $14.99. Bought credits never expire. Every change to your
          balance is listed in your transaction history on the Billing page.
        </p>
      </>
    ),
  },
  {
    question: 'What do the plans include?',
    answer: (
      <>
        <p>
          The free plan gives you 3 transcriptions a day (the day runs in UTC), each up to 30 minutes of audio. Basic costs $9 a month and
          adds 300 minutes; Pro costs $15 a month and adds 1,200 minutes. Unused plan minutes roll over into the next month. Enterprise, a
          plan for teams, cannot be bought yet.
        </p>
        <p>
          Pro comes with a 14-day free trial of 270 minutes, once per account. The trial never charges you: when it ends, you choose whether
          to pay for a plan. Current prices are always on the <Link to="/pricing">Pricing</Link> page.
        </p>
      </>
    ),
  },
  {
    question: 'What happens to my files after they are transcribed?',
    answer: (
      <p>
        The uploaded audio or video is deleted 24 hours after processing; until then you can play it alongside the transcript. The
        transcript itself stays in your account until you delete it.
      </p>
    ),
  },
  {
    question: 'How do I share a transcript?',
    answer: (
      <p>
        Choose Share on a completed transcript to create a link. You decide how long it works (1 to 365 days, or with no end) and whether
        the recording can be played while it is still kept. Whoever opens the link sees the transcript and can download it, and nothing else
        of your account. You can revoke a link at any time, and it stops working at once.
      </p>
    ),
  },
  {
    question: 'How does the screen recorder work?',
    answer: (
      <>
        <p>
          The recorder is on your dashboard. It records a browser tab, a window or your whole screen with its sound, shows live captions as
          a first draft, and uploads the recording while you record. When you stop, choose Transcribe Recording to get the full transcript,
          or download the recording.
        </p>
        <p>
          If the tab closes or the browser crashes, the recording is offered again on your next visit. On the free plan a recording can last
          up to 30 minutes.
        </p>
      </>
    ),
  },
  {
    question: 'Which formats can I download?',
    answer: (
      <p>
        PDF, Word (DOCX), plain text (TXT), and SRT and VTT subtitles, with or without timestamps in the text formats. Developers can also
        get JSON with the timing of every word through the API.
      </p>
    ),
  },
  {
    question: 'Can I cancel my plan, and can I get a refund?',
    answer: (
      <>
        <p>
          Yes, you can cancel at any time from the Billing page. Your plan stops renewing and you keep it, with its minutes, until the end
          of the period you paid for. Minutes and credits already in your balance stay yours. The Pro trial has nothing to cancel, because
          it never charges.
        </p>
        <p>
          If you were charged in error, for example for a renewal after you cancelled, ask us for a refund. The{' '}
          <Link to="/cancellation-refunds">Cancellation &amp; Refunds</Link> policy explains what we refund and how long it takes.
        </p>
      </>
    ),
  },
];

/** FAQ (/faq, public): an accordion of ten questions, then Contact Support. */
export function FaqPage() {
  return (
    <PublicPage head={FAQ_PAGE_HEAD}>
      <div className="mt-8 divide-y rounded-lg border">
        {FAQ.map((item) => (
          <FaqItem key={item.question} question={item.question}>
            {item.answer}
          </FaqItem>
        ))}
      </div>

      <section aria-labelledby="faq-more" className="mt-10 rounded-lg border bg-muted/40 p-6">
        <h2 id="faq-more" className="font-semibold text-xl tracking-tight">
          Still have questions?
        </h2>
        <p className="mt-2 text-muted-foreground">Our support team will help with anything this page does not answer.</p>
        <Button asChild className="mt-4">
          <Link to="/support">Contact Support</Link>
        </Button>
      </section>
    </PublicPage>
  );
}

/**
 * One question of the accordion (the WAI-ARIA accordion pattern): a heading holding a button that shows or hides the
 * answer. Each question opens by itself, so several answers can be read side by side.
 */
function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div>
      <h2 className="font-medium text-base">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span>{question}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            className={cn('size-4 shrink-0 text-muted-foreground transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      </h2>
      <div
        id={panelId}
        hidden={!open}
        className="space-y-3 px-5 pb-5 text-muted-foreground leading-7 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
