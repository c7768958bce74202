import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { useNewsletterSubscribe } from '../hooks/use-newsletter';
import { CheckCircleIcon, MailIcon } from '../Icons/Icons';
import { Input } from '../Input/Input';
import { cn } from '../lib/cn';
import { checkSubscriberEmail, loadEmailRule } from './newsletter-email-rule';
import { newsletterErrorMessage } from './newsletter-error';

export interface NewsletterSignupProps {
  /** Where the box sits ("blog", "blog-post"), sent with the request so subscriptions can be counted by place. */
  source?: string;
  heading?: string;
  description?: string;
  className?: string;
}

/**
 * The newsletter box: an e-mail address and Subscribe. The address is checked before anything is sent; the server
 * then mails a confirmation link (double opt-in), so success here means "check your inbox", never "subscribed".
 */
export function NewsletterSignup({
  source,
  heading = 'Subscribe to our newsletter',
  description = 'Transcription tips, product news and new articles, about once a month. No spam; unsubscribe from any e-mail.',
  className,
}: NewsletterSignupProps) {
  const subscribe = useNewsletterSubscribe();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Set while the address is being checked, so that a second press does not send it twice.
  const checking = useRef(false);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending || checking.current) return;
    checking.current = true;
    const checked = await checkSubscriberEmail(email).finally(() => {
      checking.current = false;
    });
    if ('problem' in checked) {
      setInvalid(checked.problem);
      inputRef.current?.focus();
      return;
    }
    setInvalid(null);
    subscribe.mutate(source ? { email: checked.email, source } : { email: checked.email });
  };

  const startOver = () => {
    subscribe.reset();
    setEmail('');
    // The form comes back on the next render; focus it then so keyboard users land in the box.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const error = invalid ?? (subscribe.isError ? newsletterErrorMessage(subscribe.error) : null);

  return (
    <section
      data-slot="newsletter-signup"
      aria-labelledby={headingId}
      className={cn('rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8', className)}
    >
      <div className="flex items-start gap-3">
        <MailIcon className="mt-1 size-5 text-primary" />
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-lg">
            {heading}
          </h2>
          {description && <p className="mt-1 text-muted-foreground text-sm">{description}</p>}
        </div>
      </div>
      {subscribe.isSuccess ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p role="status" className="flex items-center gap-2 font-medium text-sm">
            <CheckCircleIcon className="text-success" />
            {subscribe.data.message}
          </p>
          <Button variant="link" size="sm" onClick={startOver}>
            Use another address
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="grid flex-1 gap-1">
            <label htmlFor={inputId} className="sr-only">
              Email address
            </label>
            <Input
              ref={inputRef}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              maxLength={254}
              value={email}
              // Fetch the address rule while the visitor types, so that Subscribe answers at once.
              onFocus={() => void loadEmailRule().catch(() => {})}
              onChange={(event) => {
                setEmail(event.target.value);
                if (invalid) setInvalid(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" loading={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </Button>
        </form>
      )}
    </section>
  );
}
