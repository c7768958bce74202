import type { EndSessionRequest, OkResponse, PageviewRequest, StartSessionRequest, StartSessionResponse } from '../contracts';
import type { Http, RequestOptions } from '../http';

const END_SESSION_PATH = '/api/analytics/end-session';

/** Visit tracking for the admin's real-time analytics. */
export function analyticsResource(http: Http) {
  return {
    /** Opens a visit for the signed-in user; keep the `sessionId` for page views. */
    startSession: (body: StartSessionRequest, o?: RequestOptions) =>
      http.json<StartSessionResponse>('POST', '/api/analytics/session', body, o),
    /** Records one page view; call it on every route change. */
    pageview: (body: PageviewRequest, o?: RequestOptions) => http.json<OkResponse>('POST', '/api/analytics/pageview', body, o),
    /**
     * Closes the visit; safe to call while the page unloads. Uses `navigator.sendBeacon` when the browser has it and
     * queues the request, else a fetch with `keepalive`. A beacon carries the cookie but not the client's `headers`.
     */
    async endSession(body: EndSessionRequest, o?: RequestOptions): Promise<void> {
      // Typed here rather than from the DOM library, so that Node projects can compile the SDK's source too.
      const nav = (globalThis as { navigator?: { sendBeacon?: (url: string, data: Blob) => boolean } }).navigator;
      if (typeof nav?.sendBeacon === 'function') {
        try {
          const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
          if (nav.sendBeacon(http.url(END_SESSION_PATH), blob)) return;
        } catch {
          // Some browsers refuse a JSON beacon to another origin: the keepalive fetch below can still go.
        }
      }
      await http.json('POST', END_SESSION_PATH, body, { ...o, keepalive: true });
    },
  };
}
export type AnalyticsResource = ReturnType<typeof analyticsResource>;
