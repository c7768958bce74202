import { CheckCircleIcon, Logo } from '@verbatim/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SkipLink } from './PublicLayout';

const PROMISES = [
  'Audio and video files up to 2 GB',
  'Export to TXT, DOCX, PDF, SRT and VTT',
  'Free plan with 3 transcriptions a day',
  'Uploaded media deleted 24 hours after processing',
];

/** The frame of the sign-in, password and callback screens: a brand panel beside a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <SkipLink />
      <aside className="relative hidden overflow-hidden bg-primary text-primary-foreground lg:flex dark:bg-accent dark:text-accent-foreground lg:flex-col lg:justify-between lg:p-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.18),transparent_45%),radial-gradient(circle_at_80%_90%,rgb(255_255_255/0.12),transparent_40%)]"
        />
        <Link to="/" className="relative self-start rounded-md" aria-label="Verbatim home">
          <Logo className="[&_path]:stroke-primary [&_rect]:fill-primary-foreground dark:[&_path]:stroke-primary-foreground dark:[&_rect]:fill-primary" />
        </Link>
        <div className="relative space-y-6">
          <p className="max-w-md font-semibold text-3xl leading-tight tracking-tight">
            Your recordings, as text you can search, share and export.
          </p>
          <ul className="space-y-3">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-3 opacity-90">
                <CheckCircleIcon className="size-5 shrink-0" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm opacity-75">Transcripts from audio, video and screen recordings.</p>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="flex h-16 items-center px-4 sm:px-6 lg:hidden">
          <Link to="/" className="rounded-md" aria-label="Verbatim home">
            <Logo />
          </Link>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 outline-none sm:items-center sm:px-6 sm:py-12"
        >
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
    </div>
  );
}
