import { ApiError, NetworkError } from '@verbatim/core-sdk';
import { describe, expect, it } from 'vitest';
import { linkRefusal } from './email-link-state';

const answer = (status: number, code: string, serverMessage: string) =>
  new ApiError(`${status}: ${serverMessage}`, status, code, serverMessage);

describe('linkRefusal', () => {
  it("reads the API's refusal of the link in its own words, or without words", () => {
    expect(linkRefusal(answer(400, 'INVALID_UNSUBSCRIBE_TOKEN', 'This unsubscribe link is invalid.'))).toBe(
      'This unsubscribe link is invalid.',
    );
    expect(linkRefusal(answer(404, 'NOT_FOUND', ''))).toBeNull();
  });

  it.each([
    ['a server failure', answer(500, 'INTERNAL', 'Something went wrong.')],
    ['a restart', answer(503, 'SERVICE_UNAVAILABLE', 'Restarting.')],
    ['too many requests', answer(429, 'RATE_LIMITED', 'Slow down.')],
    ["a proxy's page rather than the API's answer", answer(413, 'HTTP_413', 'Request Entity Too Large')],
    ['no answer at all', new NetworkError('Failed to fetch')],
    ['an error that is not the API’s', new Error('boom')],
  ])('does not call the link dead for %s', (_, error) => {
    expect(linkRefusal(error)).toBe(false);
  });
});
