import type { CreatedPublishableKey, CreatePublishableKeyRequest } from '@verbatim/core-sdk/contracts';
import type { HttpSession } from './cookie-fetch';

/** A page on another site that embeds a widget: the origin its requests come from. */
export const SITE = 'http://127.0.0.1:4173';
export const OTHER_SITE = 'https://elsewhere.example';

/** Makes a publishable key for the signed-in owner; fails the test unless it is made. */
export async function createKey(http: HttpSession, body: CreatePublishableKeyRequest): Promise<CreatedPublishableKey> {
  const res = await http.post('/api/publishable-keys', body);
  if (res.status !== 201) throw new Error(`creating a key answered ${res.status}: ${res.text}`);
  return res.json as unknown as CreatedPublishableKey;
}

export interface WidgetRequest {
  /** The whole key text (`vbpk_…`); absent for none. */
  key?: string;
  /** The page's origin; null sends none (as from a server, not a browser). */
  origin?: string | null;
  /** Verbatim-Widget; null sends none. */
  widget?: string | null;
  method?: string;
  headers?: Record<string, string>;
  body?: RequestInit['body'];
}

/**
 * A request as a widget's browser sends it: the key as a bearer token, the widget's name, the page's Origin, and no
 * cookies. `url` is a path on the server or an absolute URL (a tus Location).
 */
export function widgetFetch(serverUrl: string, url: string, request: WidgetRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.key !== undefined) headers.Authorization = `Bearer ${request.key}`;
  const origin = request.origin === undefined ? SITE : request.origin;
  if (origin !== null) headers.Origin = origin;
  const widget = request.widget === undefined ? 'uploader' : request.widget;
  if (widget !== null) headers['Verbatim-Widget'] = widget;
  const target = url.startsWith('http') ? url : `${serverUrl}${url}`;
  return fetch(target, { method: request.method ?? 'GET', headers, redirect: 'manual', ...(request.body ? { body: request.body } : {}) });
}

/** A widget request's JSON answer (or error body). */
export async function widgetJson(serverUrl: string, url: string, request: WidgetRequest = {}) {
  const res = await widgetFetch(serverUrl, url, request);
  const text = await res.text();
  const json = (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { error?: { code: string; message: string } };
  return { status: res.status, headers: res.headers, json };
}

/** A multipart body with `file` as the `file` field, as the widget's one-request upload sends it. */
export function fileForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}
