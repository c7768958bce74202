import { pageLocation } from '../realtime/socket';

/** An URL the API answered (storage, tus endpoint), made absolute against the client's base or the page. */
export function resolveUrl(url: string, base: string): string {
  const origin = base || pageLocation()?.href;
  return new URL(url, origin ? `${origin.replace(/\/+$/, '')}/` : undefined).toString();
}
