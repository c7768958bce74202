import { SUPPORT_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { BookOpenIcon, Button, CloudUploadIcon, CreditCardIcon, type IconProps, SettingsIcon, ShieldIcon } from '@verbatim/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ContactForm } from './ContactForm';
import { PublicPage } from './PublicPage';

interface HelpTopic {
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** What people most often need help with, each with the page that deals with it (spec: /faq, /billing, /settings). */
const TOPICS: readonly HelpTopic[] = [
  {
    icon: CloudUploadIcon,
    title: 'Uploads and transcripts',
    text: 'Which files work (audio and video up to 2 GB), languages, the screen recorder, sharing and downloads.',
    link: { to: '/faq', label: 'Read the FAQ' },
  },
  {
    icon: CreditCardIcon,
    title: 'Plans, credits and billing',
    text: 'Buying credits, starting or cancelling a plan, the Pro trial, and your receipts.',
    link: { to: '/billing', label: 'Go to Billing' },
  },
  {
    icon: SettingsIcon,
    title: 'Your account',
    text: 'Your name, transcription defaults, the emails you get, your password and signing out elsewhere.',
    link: { to: '/settings', label: 'Open Account Settings' },
  },
  {
    icon: ShieldIcon,
    title: 'Privacy and your data',
    text: 'What we keep and for how long, exporting all your data, and deleting your account.',
    link: { to: '/privacy', label: 'Read the Privacy Policy' },
  },
];

/** Support (/support, public): help topics with their pages, and a message form that reaches the support team. */
export function SupportPage() {
  return (
    <PublicPage head={SUPPORT_PAGE_HEAD}>
      <section aria-labelledby="support-topics-heading" className="mt-8">
        <h2 id="support-topics-heading" className="font-semibold text-2xl tracking-tight">
          Help topics
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {TOPICS.map(({ icon: Icon, title, text, link }) => (
            <li key={title} className="flex flex-col gap-2 rounded-lg border p-5">
              <Icon className="size-5 text-primary" />
              <h3 className="font-semibold">{title}</h3>
              <p className="flex-1 text-muted-foreground text-sm">{text}</p>
              <Link to={link.to} className="font-medium text-primary text-sm underline underline-offset-4">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="support-faq-heading"
        className="mt-10 flex flex-col gap-4 rounded-lg border bg-muted/40 p-6 sm:flex-row sm:items-center"
      >
        <BookOpenIcon className="size-8 shrink-0 text-primary" />
        <div className="flex-1">
          <h2 id="support-faq-heading" className="font-semibold text-xl tracking-tight">
            Quick answers
          </h2>
          <p className="mt-1 text-muted-foreground">Ten questions people ask most, answered for what Verbatim does today.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/faq">Browse the FAQ</Link>
        </Button>
      </section>

      <section aria-labelledby="support-form-heading" className="mt-10 grid gap-4">
        <div className="space-y-1">
          <h2 id="support-form-heading" className="font-semibold text-2xl tracking-tight">
            Send us a message
          </h2>
          <p className="text-muted-foreground">Tell us what you were doing and what went wrong. We reply by email within 24 hours.</p>
        </div>
        <ContactForm label="Support message" subjectPlaceholder="For example: my upload stopped at 40%" />
      </section>
    </PublicPage>
  );
}
