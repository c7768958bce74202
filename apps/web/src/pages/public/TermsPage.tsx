import { TERMS_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { Link } from 'react-router';
import { PolicySection, PolicyText, PublicPage } from './PublicPage';

/** Terms of service (/terms, public), written for what Verbatim does and consistent with billing and privacy. */
export function TermsPage() {
  return (
    <PublicPage head={TERMS_PAGE_HEAD} dated>
      <PolicyText>
        <PolicySection id="terms-service" title="The service">
          <p>
            Verbatim turns audio and video files, and recordings of your screen, into text transcripts that you can edit, search, summarise,
            translate, share and download. By creating an account or using Verbatim you agree to these terms and to our{' '}
            <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </PolicySection>

        <PolicySection id="terms-account" title="Your account">
          <ul>
            <li>
              Give a working e-mail address, keep your password to yourself, and tell us if you think someone else has used your account.
            </li>
            <li>You are responsible for what is done with your account, including uploads made through your publishable keys.</li>
            <li>
              We may disable an account that breaks these terms. A disabled account cannot sign in; contact us if you think it was a
              mistake.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="terms-content" title="Your content">
          <p>
            Your recordings and transcripts are yours. You give us only the permission we need to store and process them to provide the
            service to you, and to show a transcript to the people you share it with.
          </p>
          <p>
            Upload only recordings you have the right to use, and which everyone recorded agreed to where the law requires it. Do not use
            Verbatim for anything unlawful, to harm others, or to overload or break into the service.
          </p>
          <p>
            Media files are deleted 24 hours after processing, and transcripts are kept until you delete them. Keep your own copy of any
            recording you need.
          </p>
        </PolicySection>

        <PolicySection id="terms-plans" title="Plans, credits and payment">
          <ul>
            <li>The free plan gives 3 transcriptions a day (UTC), each up to 30 minutes of audio. Files can be up to 2 GB.</li>
            <li>
              Paid plans are billed monthly in US dollars through Razorpay and renew until you cancel. Unused plan and trial minutes stay in
              your balance. Prices are on the <Link to="/pricing">Pricing</Link> page.
            </li>
            <li>
              One credit is one minute of audio, rounded up per file, charged when a transcription completes. Bought credits never expire.
            </li>
            <li>
              Cancelling and refunds follow our <Link to="/cancellation-refunds">Cancellation &amp; Refunds</Link> policy.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="terms-ai" title="Transcripts, summaries and translations">
          <p>
            Transcripts, summaries, chat answers and translations are made automatically and can contain mistakes. Check anything important
            against the recording before you rely on it. Answers written by a configured AI model are limited per UTC day: 20 on the free
            plan, 200 with a paid plan or the trial; answers made offline on the server are not counted.
          </p>
        </PolicySection>

        <PolicySection id="terms-widgets" title="Widgets and publishable keys">
          <p>
            If you put Verbatim&apos;s widgets on your website, the files your visitors upload or record through your publishable key go to
            your account and are paid for by your plan or credits. You are responsible for telling your visitors how their recordings are
            used, and for the origins and limits you set on each key. You can revoke a key at any time, and it stops working at once.
          </p>
        </PolicySection>

        <PolicySection id="terms-availability" title="Availability and liability">
          <p>
            We work to keep Verbatim available and your data safe, but the service is provided as it is, without a promise that it will
            never be interrupted or make mistakes. To the extent the law allows, our liability for any claim about the service is limited to
            what you paid us in the three months before it.
          </p>
        </PolicySection>

        <PolicySection id="terms-changes" title="Changes and contact">
          <p>
            We may update these terms; the date above shows the latest version, and continuing to use Verbatim after a change means you
            accept it. Questions about these terms are welcome through the <Link to="/contact">contact form</Link>.
          </p>
        </PolicySection>
      </PolicyText>
    </PublicPage>
  );
}
