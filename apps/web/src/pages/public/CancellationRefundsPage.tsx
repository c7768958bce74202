import { CANCELLATION_REFUNDS_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { Link } from 'react-router';
import { PolicySection, PolicyText, PublicPage } from './PublicPage';

/**
 * Cancellation & refunds (/cancellation-refunds, public), from billing's rules (docs/decisions.md, Billing):
 * cancelling stops renewal and keeps the plan to the end of the paid period, the trial never charges, credits never
 * expire, a failed transcription or one that found no speech is never charged. The spec's policy times (requests within 3-5 days, refunds processed
 * in 3-5 days, answers in 24-48 hours) are kept where nothing in the product contradicts them.
 */
export function CancellationRefundsPage() {
  return (
    <PublicPage head={CANCELLATION_REFUNDS_PAGE_HEAD} dated>
      <PolicyText>
        <PolicySection id="cancel-how" title="Cancelling a plan">
          <p>
            You can cancel a Basic or Pro plan at any time on the <Link to="/billing">Billing</Link> page with Cancel Subscription. We ask
            for a short reason, which helps us improve Verbatim.
          </p>
          <ul>
            <li>Your plan stops renewing straight away, and you are not charged again.</li>
            <li>You keep your plan until the end of the period you have paid for; the Billing page shows that date.</li>
            <li>
              Minutes and credits left in your balance stay yours after the plan ends, and you can keep using them. Without a plan you also
              have the free plan&apos;s 3 transcriptions a day.
            </li>
          </ul>
          <p>
            If a renewal payment keeps failing, the payment provider stops the subscription and the plan ends at once. Your balance stays as
            it is.
          </p>
        </PolicySection>

        <PolicySection id="cancel-trial" title="The Pro trial">
          <p>
            The 14-day Pro trial is free and never charges you, so there is nothing to cancel: it simply ends. To keep Pro afterwards, you
            choose it and pay on the Billing page. Each account can have the trial once.
          </p>
        </PolicySection>

        <PolicySection id="cancel-credits" title="Credits and failed transcriptions">
          <p>
            Credit packs are one-time purchases, and bought credits never expire. Credits are charged only when a transcription completes: a
            transcription that fails costs nothing, and if one that was already charged ends in failure, its credits are returned to your
            balance automatically. A transcription that finds no speech in the recording costs nothing either, and does not count as one of
            the free plan&apos;s transcriptions of the day. You can see every charge and return in your transaction history.
          </p>
        </PolicySection>

        <PolicySection id="cancel-refunds" title="Refunds">
          <p>
            Because you can cancel at any time and keep what you paid for until the end of the period, we do not refund the unused part of a
            plan&apos;s period, or credits you have already used. We do refund a payment when:
          </p>
          <ul>
            <li>you were charged more than once for the same purchase;</li>
            <li>you were charged for a renewal after you had cancelled;</li>
            <li>a payment went through but the minutes or credits did not reach your balance, and we cannot add them;</li>
            <li>you bought a credit pack by mistake and have not used any of its credits.</li>
          </ul>
        </PolicySection>

        <PolicySection id="cancel-request" title="Asking for a refund">
          <p>
            Write to us through the <Link to="/contact">contact form</Link> within 5 days of the payment, with the e-mail address of your
            account and the date and amount of the payment (your receipt on the Billing page has both). We answer within 24 to 48 hours.
          </p>
          <p>
            An approved refund is returned through Razorpay to the card or account you paid with. We start it within 3 to 5 business days;
            your bank may take a few more days to show it.
          </p>
        </PolicySection>

        <PolicySection id="cancel-questions" title="Questions">
          <p>
            The <Link to="/faq">FAQ</Link> answers common questions about plans and credits, and our <Link to="/support">support</Link> team
            helps with anything else.
          </p>
        </PolicySection>
      </PolicyText>
    </PublicPage>
  );
}
