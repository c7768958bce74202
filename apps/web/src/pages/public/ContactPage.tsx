import { CONTACT_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { BookOpenIcon, CreditCardIcon, type IconProps, LockIcon } from '@verbatim/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ContactForm } from './ContactForm';
import { PublicPage } from './PublicPage';

interface Shortcut {
  to: string;
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
}

/** Where many questions are answered at once (spec: contact links to /auth, /billing and /faq). */
const SHORTCUTS: readonly Shortcut[] = [
  { to: '/faq', icon: BookOpenIcon, title: 'Frequently asked questions', text: 'Files, languages, credits, sharing and refunds.' },
  { to: '/billing', icon: CreditCardIcon, title: 'Billing', text: 'Your plan, credits, receipts and cancelling.' },
  { to: '/auth', icon: LockIcon, title: 'Sign in or create an account', text: 'Free, with 3 transcriptions a day.' },
];

/** Contact Us (/contact, public): the message form, and the pages that may answer sooner. */
export function ContactPage() {
  return (
    <PublicPage head={CONTACT_PAGE_HEAD}>
      <section aria-labelledby="contact-form-heading" className="mt-8 grid gap-4">
        <div className="space-y-1">
          <h2 id="contact-form-heading" className="font-semibold text-2xl tracking-tight">
            Send us a message
          </h2>
          <p className="text-muted-foreground">
            Every field is needed. We reply to the email address you give here; if you have an account, use its address.
          </p>
        </div>
        <ContactForm label="Contact form" />
      </section>

      <section aria-labelledby="contact-shortcuts-heading" className="mt-10">
        <h2 id="contact-shortcuts-heading" className="font-semibold text-xl tracking-tight">
          Looking for something else?
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {SHORTCUTS.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col gap-1 rounded-lg border p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
              >
                <Icon className="size-5 text-primary" />
                <span className="font-medium">{title}</span>
                <span className="text-muted-foreground text-sm">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PublicPage>
  );
}
