import {
  NEWSLETTER_ISSUE_BODY_MAX_LENGTH as BODY_MAX,
  NEWSLETTER_ISSUE_SUBJECT_MAX_LENGTH as SUBJECT_MAX,
} from '@verbatim/core-sdk/contracts';
import {
  Alert,
  AlertDescription,
  Button,
  EyeIcon,
  FormField,
  Label,
  MailIcon,
  Textarea,
  toast,
  usePreviewNewsletterIssue,
  useSendNewsletterIssue,
} from '@verbatim/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { plural } from '../../lib/format';
import { SectionCard } from '../SectionCard';
import { IssuePreview } from './IssuePreview';
import { checkIssueDraft, hasErrors, type IssueDraft, type IssueFieldErrors, issueFailure, sameDraft } from './issue-draft';
import { SendIssueDialog } from './SendIssueDialog';

const EMPTY: IssueDraft = { subject: '', body: '' };
const MARKDOWN_HINT = 'Markdown: # headings, **bold**, _italic_, [links](https://…), lists and > quotes. HTML is shown as text.';

/**
 * Writes an issue: subject and Markdown body, a preview the server renders as subscribers get it, and Send, which asks
 * first, naming how many people it goes to. Problems show at the field they are about.
 */
export function ComposeIssueCard({ subscribers }: { subscribers: number | undefined }) {
  const preview = usePreviewNewsletterIssue();
  const send = useSendNewsletterIssue();
  const [draft, setDraft] = useState<IssueDraft>(EMPTY);
  const [errors, setErrors] = useState<IssueFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<IssueDraft | null>(null);
  const [confirming, setConfirming] = useState<IssueDraft | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  // One key per draft: a second click, or a retry after a lost answer, sends it once; an edited draft is a new issue.
  const sendKey = useRef<{ draft: IssueDraft; key: string } | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const bodyId = useId();

  function edit(field: keyof IssueDraft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }

  /** The draft when it may go to the server; otherwise shows what is wrong and moves to the first field at fault. */
  function checked(): IssueDraft | null {
    const found = checkIssueDraft(draft);
    setErrors(found);
    setFormError(null);
    if (found.subject) subjectRef.current?.focus();
    else if (found.body) bodyRef.current?.focus();
    return hasErrors(found) ? null : draft;
  }

  function showPreview() {
    const issue = checked();
    if (!issue) return;
    preview.mutate(issue, {
      onSuccess: () => setPreviewed(issue),
      onError: (error) => {
        const failure = issueFailure(error, 'The preview could not be made. Please try again.');
        setErrors(failure.fields);
        setFormError(failure.message);
      },
    });
  }

  function askToSend(event: FormEvent) {
    event.preventDefault();
    const issue = checked();
    if (!issue) return;
    setSendError(null);
    setConfirming(issue);
  }

  function confirmSend() {
    if (!confirming) return;
    if (!sameDraft(sendKey.current?.draft ?? null, confirming)) sendKey.current = { draft: confirming, key: crypto.randomUUID() };
    const idempotencyKey = sendKey.current?.key;
    send.mutate(
      { subject: confirming.subject.trim(), body: confirming.body, ...(idempotencyKey ? { idempotencyKey } : {}) },
      {
        onSuccess: (answer) => {
          toast({ title: 'Issue on its way', description: answer.message });
          setConfirming(null);
          setDraft(EMPTY);
          setPreviewed(null);
          preview.reset();
          sendKey.current = null;
        },
        onError: (error) => {
          const failure = issueFailure(error, 'The issue could not be sent. Please try again.');
          if (hasErrors(failure.fields)) {
            setConfirming(null);
            setErrors(failure.fields);
          } else setSendError(failure.message);
        },
      },
    );
  }

  const nobody = subscribers === 0;
  return (
    <SectionCard
      title="New Issue"
      description={
        subscribers === undefined
          ? 'Goes to every confirmed subscriber, each with their own unsubscribe link.'
          : `Goes to every confirmed subscriber (${plural(subscribers, 'person', 'people')} now), each with their own unsubscribe link.`
      }
    >
      <form onSubmit={askToSend} noValidate aria-label="New issue" className="grid gap-4">
        <FormField
          ref={subjectRef}
          label="Subject"
          value={draft.subject}
          onChange={(event) => edit('subject', event.target.value)}
          maxLength={SUBJECT_MAX}
          autoComplete="off"
          required
          error={errors.subject}
        />
        <div className="grid gap-2">
          <Label htmlFor={bodyId}>Body (Markdown)</Label>
          <Textarea
            ref={bodyRef}
            id={bodyId}
            value={draft.body}
            onChange={(event) => edit('body', event.target.value)}
            maxLength={BODY_MAX}
            rows={12}
            required
            className="max-h-[32rem] font-mono"
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${bodyId}-error` : `${bodyId}-hint`}
          />
          {errors.body ? (
            <p id={`${bodyId}-error`} className="text-destructive text-sm">
              {errors.body}
            </p>
          ) : (
            <p id={`${bodyId}-hint`} className="text-muted-foreground text-xs">
              {MARKDOWN_HINT}
            </p>
          )}
        </div>
        {formError && (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="button" variant="outline" onClick={showPreview} loading={preview.isPending}>
            {!preview.isPending && <EyeIcon />}
            Preview
          </Button>
          <Button type="submit" disabled={subscribers === undefined || nobody}>
            <MailIcon />
            Send…
          </Button>
          {nobody && (
            <p className="text-muted-foreground text-sm">Nobody has confirmed a subscription yet, so there is nobody to send to.</p>
          )}
        </div>
        {preview.data && previewed && <IssuePreview preview={preview.data} stale={!sameDraft(previewed, draft)} />}
      </form>
      <SendIssueDialog
        subject={confirming ? confirming.subject.trim() : null}
        subscribers={subscribers ?? 0}
        sending={send.isPending}
        error={sendError}
        onConfirm={confirmSend}
        onClose={() => setConfirming(null)}
      />
    </SectionCard>
  );
}
