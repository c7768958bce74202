import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  type ContactRequest,
  contactRequestSchema,
} from '@verbatim/core-sdk/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  CheckCircleIcon,
  EmailField,
  FormField,
  Label,
  MailIcon,
  Textarea,
  useContactDetails,
  useSendContactMessage,
} from '@verbatim/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSessionUser } from '../../app/use-session-user';
import { schemaResolver, showServerFieldErrors } from '../../lib/form';
import { CONTACT_WORDING, type ContactNotice, invalidFormNotice, MESSAGE_SENT_TITLE, sendFailureNotice } from './contact-messages';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export interface ContactFormProps {
  /** Names the form for assistive technology ("Contact form", "Support message"). */
  label: string;
  /** The subject field's placeholder, which suggests what to write about. */
  subjectPlaceholder?: string;
}

/**
 * The message form of the contact and support pages: checked here with the server's own contract (the spec's
 * 'Missing Information' and 'Invalid Email'), then sent to the support team. A signed-in person's name and address
 * are filled in. Once sent, the form gives way to the server's confirmation, with a way to write again.
 */
export function ContactForm({ label, subjectPlaceholder = 'What is it about?' }: ContactFormProps) {
  const user = useSessionUser();
  const send = useSendContactMessage();
  const supportEmail = useContactDetails().data?.supportEmail;
  const [problem, setProblem] = useState<ContactNotice | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const defaults = {
    name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
    email: user?.email ?? '',
    subject: '',
    message: '',
    website: '',
  } satisfies ContactRequest;
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: schemaResolver(contactRequestSchema, CONTACT_WORDING),
    defaultValues: defaults,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;
  const messageId = useId();
  const confirmation = useRef<HTMLDivElement>(null);

  // The form that had focus is gone: the confirmation takes it, so keyboard users go on from there.
  useEffect(() => {
    if (sent !== null) confirmation.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const answer = await send.mutateAsync(values);
        setSent(answer.message);
      } catch (error) {
        showServerFieldErrors(error, FIELDS, setError);
        setProblem(sendFailureNotice(error));
      }
    },
    (invalid) => setProblem(invalidFormNotice(invalid)),
  );

  function writeAgain() {
    setSent(null);
    reset(defaults);
  }

  if (sent !== null) {
    return (
      <div
        ref={confirmation}
        role="status"
        tabIndex={-1}
        className="grid justify-items-center gap-3 rounded-lg border bg-card p-8 text-center focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
          <CheckCircleIcon className="size-6" />
        </span>
        <h3 className="font-semibold text-xl tracking-tight">{MESSAGE_SENT_TITLE}</h3>
        <p className="max-w-md text-muted-foreground">{sent}</p>
        <Button variant="outline" className="mt-2" onClick={writeAgain}>
          Send Another Message
        </Button>
      </div>
    );
  }

  const messageError = errors.message?.message;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6">
      {problem && (
        <Alert variant="destructive">
          <AlertTitle>{problem.title}</AlertTitle>
          <AlertDescription>{problem.description}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Name"
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX_LENGTH}
          {...register('name')}
          error={errors.name?.message}
        />
        <EmailField label="Email" required {...register('email')} error={errors.email?.message} />
      </div>
      <FormField
        label="Subject"
        placeholder={subjectPlaceholder}
        required
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        {...register('subject')}
        error={errors.subject?.message}
      />
      <div className="grid gap-2" data-invalid={messageError ? '' : undefined}>
        <Label htmlFor={messageId}>Message</Label>
        <Textarea
          id={messageId}
          rows={6}
          required
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder="Tell us what happened, and what you expected."
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          {...register('message')}
        />
        {messageError && (
          <p id={`${messageId}-error`} className="font-medium text-destructive text-sm">
            {messageError}
          </p>
        )}
      </div>
      {/*
        The spam trap: off screen, out of the tab order and hidden from assistive technology, so a person never fills
        it in; a program that fills in every field it finds does, and the server drops its message.
      */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <Button type="submit" className="w-full sm:w-auto" loading={busy}>
          {!busy && <MailIcon />}
          {busy ? 'Sending...' : 'Send Message'}
        </Button>
        {supportEmail && (
          <p className="text-muted-foreground text-sm">
            Or e-mail us directly at{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {supportEmail}
            </a>
            .
          </p>
        )}
      </div>
    </form>
  );
}
