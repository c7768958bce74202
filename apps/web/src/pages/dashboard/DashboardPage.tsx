import { LARGE_FILE_THRESHOLD } from '@verbatim/core-sdk';
import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CreditsBillingPanel,
  FILE_TOO_LONG_TITLE,
  greetingName,
  largeFileNotice,
  RecentActivity,
  StatsCards,
  TranscriptionsTable,
  UploadPanel,
  useFileLengthCheck,
  useStats,
  useTranscriptions,
  useUploadQueue,
} from '@verbatim/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../app/use-session-user';
import { EmailVerificationNotice } from '../../components/EmailVerificationNotice';
import { TranscriptViewerDialog } from '../transcriptions/transcript-dialogs';
import { useTranscriptionActions } from '../transcriptions/use-transcription-actions';
import { RECENT_ACTIVITY_LIMIT, recentActivityFrom } from './recent-activity';
import { DashboardRecorder } from './recorder/DashboardRecorder';

/** The fragment that brings the dashboard to its screen recorder (the header's RECORD). */
export const RECORDER_HASH = '#recorder';

/** Rows of the dashboard's table; the rest are a 'View all' away. */
export const RECENT_TRANSCRIPTIONS_LIMIT = 5;

const LOAD_FAILED = 'Please try again in a moment.';

/** The main signed-in screen at /, /dashboard and /upload. */
export function DashboardPage() {
  const user = useSessionUser();
  const { pathname, hash, key } = useLocation();
  const stats = useStats();
  // One small page: Recent Activity reads the newest rows, the table shows five of them.
  const list = useTranscriptions({ limit: Math.max(RECENT_ACTIVITY_LIMIT, RECENT_TRANSCRIPTIONS_LIMIT) });
  const uploads = useUploadQueue();
  // With no plan in effect, a file the browser can tell is too long is refused here, before any byte is sent.
  const lengthCheck = useFileLengthCheck({ account: user, send: uploads.add });
  const [viewing, setViewing] = useState<TranscriptionSummary | null>(null);
  const { actions, dialogs } = useTranscriptionActions({ onView: setViewing });
  const uploadRef = useRef<HTMLDivElement>(null);
  const recorderRef = useRef<HTMLDivElement>(null);

  // /upload is the same screen, brought to the upload panel (below the figures on a phone).
  useEffect(() => {
    if (pathname === '/upload') uploadRef.current?.scrollIntoView({ block: 'start' });
  }, [pathname]);

  // The header's RECORD leads here: the recorder is brought into view and focused, so Tab reaches Start next. Each
  // press is a navigation of its own (a new key), so pressing it again on the dashboard brings the recorder back too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what marks a new press
  useEffect(() => {
    if (hash !== RECORDER_HASH) return;
    recorderRef.current?.scrollIntoView({ block: 'start' });
    recorderRef.current?.focus({ preventScroll: true });
  }, [hash, key]);

  const activity = useMemo(() => (list.data ? recentActivityFrom(list.data.items) : undefined), [list.data]);
  const largeUploads = uploads.items.filter(
    (item) => item.size > LARGE_FILE_THRESHOLD && (item.status === 'uploading' || item.status === 'processing'),
  );
  if (!user) return null;
  // "Welcome back" only for someone with work to come back to: an account without a transcription yet (its first
  // visit, or one that has not started) is welcomed, not welcomed back.
  const returning = (list.data?.total ?? 0) > 0;

  return (
    <div className="grid gap-6 lg:gap-8">
      <title>Dashboard · Verbatim</title>
      <header className="space-y-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
          {returning ? 'Welcome back' : 'Welcome'}, {greetingName(user)}!
        </h1>
        <p className="text-muted-foreground">Upload a recording, or pick up where you left off.</p>
      </header>

      <EmailVerificationNotice user={user} />

      <StatsCards
        stats={stats.data}
        loading={stats.isFetching}
        error={stats.isError ? LOAD_FAILED : null}
        onReload={() => void stats.refetch()}
      />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div ref={uploadRef} className="scroll-mt-36 lg:col-span-2 lg:scroll-mt-24">
          <UploadPanel
            items={uploads.items}
            onFiles={(files) => void lengthCheck.onFiles(files)}
            onRemove={uploads.remove}
            notice={[
              ...lengthCheck.refusals.map((refusal) => (
                <Alert key={refusal.id} variant="destructive" data-slot="file-length-refusal">
                  <AlertTitle>
                    {FILE_TOO_LONG_TITLE}: {refusal.fileName}
                  </AlertTitle>
                  <AlertDescription>{refusal.message}</AlertDescription>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button asChild size="sm">
                      <Link to="/billing">Buy credits or choose a plan</Link>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => lengthCheck.dismiss(refusal.id)}>
                      Dismiss
                    </Button>
                  </div>
                </Alert>
              )),
              ...largeUploads.map((item) => {
                // The same words as the queue's toast, which the next toast would hide.
                const notice = largeFileNotice(item.name);
                return (
                  <Alert key={item.id} variant="info">
                    <AlertTitle>{notice.title}</AlertTitle>
                    <AlertDescription>{notice.description}</AlertDescription>
                  </Alert>
                );
              }),
            ]}
          />
          <div ref={recorderRef} id={RECORDER_HASH.slice(1)} tabIndex={-1} className="mt-6 scroll-mt-36 outline-none lg:scroll-mt-24">
            <DashboardRecorder user={user} uploadFile={(file) => uploads.add([file])} onView={setViewing} />
          </div>
        </div>
        <div className="grid gap-6">
          {/* The server's figures for the signed-in user: the credit balance and, while no plan is in effect, today's free transcriptions. */}
          <CreditsBillingPanel
            figures={{
              plan: user.subscriptionPlan,
              subscriptionStatus: user.subscriptionStatus,
              subscriptionExpiresAt: user.subscriptionExpiresAt,
              credits: user.credits,
              freeAllowance: user.freeAllowance,
            }}
          />
          <RecentActivity
            items={activity}
            loading={list.isFetching}
            error={list.isError ? LOAD_FAILED : null}
            onReload={() => void list.refetch()}
          />
        </div>
      </div>

      <Card className="gap-4">
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h2>Recent Transcriptions</h2>
          </CardTitle>
          <Button asChild variant="link" size="sm">
            <Link to="/transcriptions" aria-label="View all transcriptions">
              View all
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          <TranscriptionsTable
            transcriptions={list.data?.items.slice(0, RECENT_TRANSCRIPTIONS_LIMIT)}
            loading={list.isFetching}
            error={list.isError && !list.data ? 'Your transcriptions could not be loaded. Please try again.' : null}
            onReload={() => void list.refetch()}
            label="Recent transcriptions"
            {...actions}
          />
        </CardContent>
      </Card>

      <TranscriptViewerDialog transcriptionId={viewing?.id ?? null} row={viewing ?? undefined} onClose={() => setViewing(null)} />
      {dialogs}
    </div>
  );
}
