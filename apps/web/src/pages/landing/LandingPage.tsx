import { HOME_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { ArrowRightIcon, Button, Card, CardDescription, CardHeader, CardTitle } from '@verbatim/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '../../app/PageHead';
import { AUDIENCES, FEATURES, type LandingCard, STEPS } from './landing-content';
import { TranscriptPreview } from './TranscriptPreview';

/** '/' for visitors who are not signed in, and any path they may not see (inside the public frame). */
export function LandingPage() {
  return (
    <>
      <PageHead head={HOME_PAGE_HEAD} />
      <Hero />
      <Section id="features" title="Everything you need to work with recordings" intro="From the upload to the finished document.">
        <CardGrid cards={FEATURES} />
      </Section>
      <HowItWorks />
      <Section id="audiences" title="Made for people who work with the spoken word" intro="Whoever you are, your recordings become text.">
        <CardGrid cards={AUDIENCES} />
      </Section>
      <ClosingCallToAction />
    </>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)]"
      />
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div className="space-y-6">
          <p className="inline-flex rounded-full border bg-background px-3 py-1 font-medium text-muted-foreground text-xs">
            Audio · Video · Screen recordings
          </p>
          <h1 className="font-bold text-4xl leading-tight tracking-tight sm:text-5xl">Turn your recordings into text you can work with</h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Upload a file or record your screen, and Verbatim writes down what was said: a transcript you can search, summarise, translate
            and export. Files up to 2 GB.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth">
                Get Started Free
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/pricing">See pricing</Link>
            </Button>
          </div>
          <p className="text-muted-foreground text-sm">Free plan: 3 transcriptions a day.</p>
        </div>
        <TranscriptPreview />
      </div>
    </section>
  );
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="mb-10 max-w-2xl space-y-3">
        <h2 id={`${id}-title`} className="font-bold text-3xl tracking-tight">
          {title}
        </h2>
        <p className="text-lg text-muted-foreground">{intro}</p>
      </div>
      {children}
    </section>
  );
}

function CardGrid({ cards }: { cards: LandingCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ title, text, icon: Icon }) => (
        <li key={title} className="flex">
          <Card className="w-full transition-shadow hover:shadow-md">
            <CardHeader className="gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" />
              </span>
              <CardTitle>{title}</CardTitle>
              <CardDescription className="leading-relaxed">{text}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <h2 id="how-title" className="mb-10 font-bold text-3xl tracking-tight">
          How it works
        </h2>
        <ol className="grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="space-y-1">
                <h3 className="font-semibold text-lg">{step.title}</h3>
                <p className="text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <h2 id="cta-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
            Ready to turn your recordings into text?
          </h2>
          <p className="text-primary-foreground/85">Create a free account and upload your first file.</p>
        </div>
        <Button asChild size="lg" variant="secondary">
          <Link to="/auth">
            Start Transcribing Now
            <ArrowRightIcon />
          </Link>
        </Button>
      </div>
    </section>
  );
}
