import { PRIVACY_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { Link } from 'react-router';
import { PolicySection, PolicyText, PublicPage } from './PublicPage';

/**
 * Privacy policy (/privacy, public), written from what the product does: the server's own GeoIP lookup (DB-IP, CC BY
 * 4.0, credited here), 90 days of page views, media deleted 24 hours after processing, Razorpay for payments, and
 * publishable keys whose uploads belong to the key's owner (docs/decisions.md).
 */
export function PrivacyPage() {
  return (
    <PublicPage head={PRIVACY_PAGE_HEAD} dated>
      <PolicyText>
        <PolicySection id="privacy-summary" title="In short">
          <ul>
            <li>
              Your recordings are used to make your transcripts, and nothing else. The media file is deleted 24 hours after processing.
            </li>
            <li>Your transcripts stay in your account until you delete them.</li>
            <li>We never sell your data, and we show no advertising.</li>
            <li>We look up the country and city of signed-in visits on our own server. We never store your IP address.</li>
          </ul>
        </PolicySection>

        <PolicySection id="privacy-account" title="Your account">
          <p>
            To make an account we need your e-mail address and a password, or your Google account if you sign in with Google. You may add
            your first and last name. Passwords are stored only as a one-way hash. We keep a session for each browser you sign in with, so
            that you stay signed in; its cookie is needed for the service to work and is not used for advertising.
          </p>
          <p>
            We use your e-mail address for messages about your account, such as password resets and what you asked us to send. We do not
            send marketing e-mail unless you ask for it.
          </p>
        </PolicySection>

        <PolicySection id="privacy-media" title="Recordings and transcripts">
          <p>
            When you upload a file or record your screen, we store the media to transcribe it. The media file is deleted 24 hours after
            processing, whether the transcription succeeded or failed; until then you can play it beside the transcript. A recording that
            was started but never finished is removed after 24 hours.
          </p>
          <p>
            Transcripts, your edits to them, and the summaries and translations made from them are kept until you delete them. Speech
            recognition runs on our servers or, depending on how the service is configured, at a speech-to-text provider that processes the
            audio on our behalf and only to return the transcript.
          </p>
          <p>
            A transcript is visible only to you. If you create a share link, anyone with that link can read the transcript (and play the
            recording, if you allowed it) until the link expires or you revoke it. We count how often a link is opened and show you the
            count.
          </p>
        </PolicySection>

        <PolicySection id="privacy-analytics" title="Visits and location">
          <p>
            When you are signed in, the web app records your visits: when a visit started and ended, the pages you viewed, the page you came
            from on the first view, and your browser&apos;s time zone. Visitors who are not signed in are not tracked.
          </p>
          <p>
            The country of a visit (and its city, where our server has DB-IP&apos;s city database) is looked up on our own server from the
            address of the request, using DB-IP&apos;s database, which is stored on our server; your browser never contacts a third party
            for this. We store the place, and never the IP address itself. Private and local network addresses are not looked up at all.
          </p>
          <p>
            Page views are kept for 90 days. After that only daily counts of views and visits for each page remain, with nothing that
            identifies you.
          </p>
          <p>
            <a href="https://db-ip.com">IP Geolocation by DB-IP</a>
          </p>
        </PolicySection>

        <PolicySection id="privacy-payments" title="Payments">
          <p>
            Payments are handled by Razorpay. Your card or bank details go to Razorpay, not to us. We keep a record of each payment: what
            you bought, the amount, its status, the payment method Razorpay reports and, for a failed payment, the reason it gave. We use
            these records for your receipts and transaction history and to answer questions about a payment.
          </p>
        </PolicySection>

        <PolicySection id="privacy-widgets" title="Widgets on other websites">
          <p>
            Site owners can put Verbatim&apos;s upload and recorder widgets on their own websites with a publishable key. A file you upload
            or record through such a widget is sent to the site owner&apos;s Verbatim account: it belongs to that account, is paid for by
            it, and is handled under the site owner&apos;s own privacy terms as well as ours. The widget does not use or see your Verbatim
            sign-in.
          </p>
        </PolicySection>

        <PolicySection id="privacy-security" title="Security">
          <p>
            Connections to Verbatim are encrypted. Every request for a transcript checks that it belongs to the person asking; share links
            are long random tokens that we store only in hashed form. Staff access to accounts is limited to administrators, and their
            actions on accounts are recorded in an audit log.
          </p>
        </PolicySection>

        <PolicySection id="privacy-rights" title="Your choices and rights">
          <ul>
            <li>You can download any transcript, and delete any transcript or share link, at any time.</li>
            <li>
              In <Link to="/settings">Account Settings</Link> you can correct your name, choose which e-mails you get (every notification
              e-mail also has its own unsubscribe link), and export all your data as a ZIP file: every transcript in your chosen format,
              with its summaries and translations, and your account's details as JSON.
            </li>
            <li>
              You can delete your account there too. You are signed out at once and everything is deleted within 15 days; until then the
              link in the confirmation e-mail cancels the deletion. Completed payments stay in our accounts, without your name or e-mail
              address.
            </li>
            <li>
              For anything else about your data, write to us through the <Link to="/contact">contact form</Link>.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="privacy-changes" title="Changes to this policy">
          <p>
            If we change how we handle your data, we will update this page and its date. Questions about privacy are welcome through the{' '}
            <Link to="/contact">contact form</Link>.
          </p>
        </PolicySection>
      </PolicyText>
    </PublicPage>
  );
}
