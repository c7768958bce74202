import { orderFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadRazorpay,
  openRazorpayCheckout,
  PAYMENT_SDK_NOT_LOADED,
  PaymentSdkError,
  RAZORPAY_CHECKOUT_SRC,
  RAZORPAY_LOAD_TIMEOUT_MS,
  type RazorpayFailure,
  type RazorpayOptions,
} from './razorpay-checkout';

/** A stand-in for Razorpay's Checkout: records what it was made with and lets the test play the customer. */
class FakeRazorpay {
  static made: FakeRazorpay[] = [];
  opened = false;
  failedListeners: ((response: RazorpayFailure) => void)[] = [];
  constructor(readonly options: RazorpayOptions) {
    FakeRazorpay.made.push(this);
  }
  on(event: string, listener: (response: RazorpayFailure) => void) {
    if (event === 'payment.failed') this.failedListeners.push(listener);
  }
  open() {
    this.opened = true;
  }
}

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)];
/** What the browser does when checkout.js arrives: it defines window.Razorpay, then fires load. */
function scriptLoads({ defines = true } = {}) {
  if (defines) window.Razorpay = FakeRazorpay;
  for (const script of scripts()) script.dispatchEvent(new Event('load'));
}
const handlers = () => ({ onPaid: vi.fn(), onFailed: vi.fn(), onDismiss: vi.fn() });
const razorpayOrder = orderFixture({ provider: 'razorpay', keyId: 'rzp_test_key', checkoutUrl: null, orderId: 'order_1' });

beforeEach(() => {
  FakeRazorpay.made = [];
  delete window.Razorpay;
});

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.Razorpay;
  vi.useRealTimers();
});

describe('Razorpay checkout', () => {
  it('loads checkout.js once, then opens Checkout with the order', async () => {
    const first = handlers();
    const opening = [openRazorpayCheckout(razorpayOrder, { email: 'ada@example.com', name: 'Ada Lovelace' }, first), loadRazorpay()];
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    scriptLoads();
    await Promise.all(opening);
    const [checkout] = FakeRazorpay.made;
    expect(checkout?.opened).toBe(true);
    expect(checkout?.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 799,
      currency: 'USD',
      order_id: 'order_1',
      name: 'Verbatim',
      description: '500 credits',
      prefill: { email: 'ada@example.com', name: 'Ada Lovelace' },
    });
    expect(checkout?.options).not.toHaveProperty('subscription_id');

    // A second payment uses the loaded script.
    await openRazorpayCheckout(razorpayOrder, {}, handlers());
    expect(scripts()).toHaveLength(1);
    expect(FakeRazorpay.made).toHaveLength(2);
  });

  it('hands a paid order to onPaid as the verify-payment body', async () => {
    window.Razorpay = FakeRazorpay;
    const on = handlers();
    await openRazorpayCheckout(razorpayOrder, {}, on);
    expect(scripts()).toHaveLength(0);
    FakeRazorpay.made[0]?.options.handler({ razorpay_payment_id: 'pay_rzp', razorpay_order_id: 'order_1', razorpay_signature: 'sig' });
    expect(on.onPaid).toHaveBeenCalledWith({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_rzp', razorpay_signature: 'sig' });
  });

  it('opens a subscription by its id and verifies it by that id', async () => {
    window.Razorpay = FakeRazorpay;
    const on = handlers();
    const order = orderFixture({ provider: 'razorpay', isSubscription: true, orderId: null, subscriptionId: 'sub_1', amount: 1500 });
    await openRazorpayCheckout(order, {}, on);
    const options = FakeRazorpay.made[0]?.options;
    expect(options).toMatchObject({ subscription_id: 'sub_1', amount: 1500 });
    expect(options).not.toHaveProperty('order_id');
    options?.handler({ razorpay_payment_id: 'pay_rzp', razorpay_subscription_id: 'sub_1', razorpay_signature: 'sig' });
    expect(on.onPaid).toHaveBeenCalledWith({
      razorpay_subscription_id: 'sub_1',
      razorpay_payment_id: 'pay_rzp',
      razorpay_signature: 'sig',
    });
  });

  it("reports a failed attempt with the provider's words, and a closed Checkout", async () => {
    window.Razorpay = FakeRazorpay;
    const on = handlers();
    await openRazorpayCheckout(razorpayOrder, {}, on);
    const checkout = FakeRazorpay.made[0];
    for (const listener of checkout?.failedListeners ?? [])
      listener({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.' } });
    expect(on.onFailed).toHaveBeenCalledWith('Your card was declined.');
    for (const listener of checkout?.failedListeners ?? []) listener({});
    expect(on.onFailed).toHaveBeenLastCalledWith('Your payment did not go through.');
    checkout?.options.modal.ondismiss();
    expect(on.onDismiss).toHaveBeenCalledOnce();
    expect(on.onPaid).not.toHaveBeenCalled();
  });

  it('says the payment SDK is not loaded when the script fails, and tries again next time', async () => {
    const failing = openRazorpayCheckout(razorpayOrder, {}, handlers());
    scripts()[0]?.dispatchEvent(new Event('error'));
    const error = await failing.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentSdkError);
    expect((error as Error).message).toBe(PAYMENT_SDK_NOT_LOADED);
    expect(scripts()).toHaveLength(0);

    const retry = openRazorpayCheckout(razorpayOrder, {}, handlers());
    expect(scripts()).toHaveLength(1);
    scriptLoads();
    await retry;
    expect(FakeRazorpay.made).toHaveLength(1);
  });

  it('says the payment SDK is not loaded when the script defines no window.Razorpay', async () => {
    const opening = openRazorpayCheckout(razorpayOrder, {}, handlers());
    scriptLoads({ defines: false });
    await expect(opening).rejects.toThrow(PAYMENT_SDK_NOT_LOADED);
  });

  it('gives up on a script that never arrives', async () => {
    vi.useFakeTimers();
    const opening = openRazorpayCheckout(razorpayOrder, {}, handlers());
    const outcome = opening.catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(RAZORPAY_LOAD_TIMEOUT_MS);
    expect(await outcome).toBeInstanceOf(PaymentSdkError);
    expect(scripts()).toHaveLength(0);
  });
});
