import helmet from 'koa-helmet';
import type { AppMiddleware } from './types';

/**
 * Where Razorpay Checkout loads its script and opens its payment frame. Allowed only when Razorpay takes the
 * payments: with the sandbox, every page stays on our own origin.
 */
const RAZORPAY_CHECKOUT = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/** Helmet's defaults, with a policy that fits a same-origin single-page app. */
export function securityHeaders(production: boolean, options: { razorpayCheckout?: boolean } = {}): AppMiddleware {
  const razorpay = options.razorpayCheckout === true;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(razorpay ? RAZORPAY_CHECKOUT.script : [])],
        'frame-src': ["'self'", ...(razorpay ? RAZORPAY_CHECKOUT.frame : [])],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    // Off outside production: HSTS on localhost would pin browsers to https.
    strictTransportSecurity: production,
  }) as unknown as AppMiddleware;
}
