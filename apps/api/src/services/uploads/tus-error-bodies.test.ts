import { ERRORS } from '@tus/utils';
import { errorBodySchema } from '@verbatim/core-sdk/contracts';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../../errors/app-error';
import { tusRefusalFor, withJsonErrorBody } from './tus-error-bodies';
import { FileTooLargeError } from './upload-errors';

const parsed = (body: string) => errorBodySchema.parse(JSON.parse(body)).error;

describe('tus refusals as the API error body', () => {
  it("keeps our own error's status, code and message", () => {
    const answer = tusRefusalFor(new FileTooLargeError('big.wav'), () => undefined);
    expect(answer.status_code).toBe(413);
    expect(parsed(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'big.wav: Please select a file smaller than 2GB.' });
  });

  it("gives tus's own refusals a fitting code and keeps their words", () => {
    expect(parsed(tusRefusalFor(ERRORS.INVALID_OFFSET, () => undefined).body)).toEqual({
      code: 'CONFLICT',
      message: 'Upload-Offset conflict',
    });
    expect(parsed(tusRefusalFor(ERRORS.FILE_NO_LONGER_EXISTS, () => undefined).body).code).toBe('NOT_FOUND');
    expect(parsed(tusRefusalFor(ERRORS.MISSING_OFFSET, () => undefined).body).code).toBe('BAD_REQUEST');
  });

  it('tells nothing of an unexpected failure, and reports it', () => {
    const seen: unknown[] = [];
    const failure = new Error('disk on fire at /var/secret');
    const answer = tusRefusalFor(failure, (error) => seen.push(error));
    expect(answer.status_code).toBe(500);
    expect(parsed(answer.body)).toEqual({ code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE });
    expect(seen).toEqual([failure]);
  });

  it('rewrites a plain-text answer as JSON and leaves successes alone', async () => {
    const plain = new Response('Tus-Resumable Required\n', { status: 412, headers: { 'Tus-Resumable': '1.0.0' } });
    const json = await withJsonErrorBody(plain);
    expect(json.status).toBe(412);
    expect(json.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(json.headers.get('Tus-Resumable')).toBe('1.0.0');
    const text = await json.text();
    expect(json.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));
    expect(parsed(text)).toEqual({ code: 'BAD_REQUEST', message: 'Tus-Resumable Required' });
    const created = new Response(null, { status: 201 });
    expect(await withJsonErrorBody(created)).toBe(created);
  });
});
