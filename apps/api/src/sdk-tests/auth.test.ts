import { ApiError, isUnauthorizedError, UnauthorizedError, type VerbatimClient } from '@verbatim/core-sdk';
import { authResponseSchema, postLoginResponseSchema, userSchema, verifyResetTokenResponseSchema } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, sdkSession, uniqueEmail } from '../test-support/core-sdk-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { resetTokenIn, waitForMail } from '../test-support/wait-for-mail';

describe.each(endpointTestDatabases())('the SDK signs in against the real API on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers, reads the session, signs out and in again', async () => {
    const { client } = sdkSession(server);
    const email = uniqueEmail('journey');
    expect(await client.auth.currentUser()).toBeNull();

    const registered = await client.auth.register({
      email: ` ${email.toUpperCase()} `,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(authResponseSchema.parse(registered)).toEqual(registered);
    expect(registered.user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', subscriptionPlan: 'free', role: 'user' });

    const me = await client.auth.currentUser();
    expect(userSchema.parse(me)).toEqual(registered.user);
    expect(await client.user.get()).toEqual(registered.user);
    expect(postLoginResponseSchema.parse(await client.auth.postLogin())).toEqual({ message: 'Welcome, Ada!', redirectTo: '/' });

    await expect(client.auth.logout()).resolves.toBeUndefined();
    expect(await client.auth.currentUser()).toBeNull();
    const signedOut = await client.user.get().catch((caught: unknown) => caught);
    expect(signedOut).toBeInstanceOf(UnauthorizedError);

    const { user } = await client.auth.login({ email, password: PASSWORD });
    expect(user.id).toBe(registered.user.id);
    expect((await client.auth.currentUser())?.id).toBe(registered.user.id);
  });

  it('keeps two sessions apart', async () => {
    const first = sdkSession(server);
    const second = sdkSession(server);
    const a = await first.client.auth.register({ email: uniqueEmail('a'), password: PASSWORD, firstName: 'A' });
    const b = await second.client.auth.register({ email: uniqueEmail('b'), password: PASSWORD, firstName: 'B' });
    expect((await first.client.auth.currentUser())?.id).toBe(a.user.id);
    expect((await second.client.auth.currentUser())?.id).toBe(b.user.id);
  });

  it('turns a wrong password into UnauthorizedError with the code and the words of the API', async () => {
    const owner = sdkSession(server);
    const email = uniqueEmail('wrong');
    await owner.client.auth.register({ email, password: PASSWORD, firstName: 'W' });
    const { client } = sdkSession(server);
    const error = await client.auth.login({ email, password: 'not the password' }).catch((caught: unknown) => caught);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', serverMessage: 'Invalid email or password' });
    expect((error as Error).message).toBe(
      `401: ${JSON.stringify({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } })}`,
    );
    expect(await client.auth.currentUser()).toBeNull();
  });

  it('answers 409 EMAIL_TAKEN for a second account with the same e-mail', async () => {
    const email = uniqueEmail('taken');
    await sdkSession(server).client.auth.register({ email, password: PASSWORD, firstName: 'T' });
    const error = await sdkSession(server)
      .client.auth.register({ email, password: PASSWORD, firstName: 'T' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
  });

  it('password reset: the same answer for any e-mail, and a bad token is an ApiError 400', async () => {
    const { client }: { client: VerbatimClient } = sdkSession(server);
    const known = uniqueEmail('reset');
    await sdkSession(server).client.auth.register({ email: known, password: PASSWORD, firstName: 'R' });
    const forKnown = await client.auth.forgotPassword({ email: known });
    const forUnknown = await client.auth.forgotPassword({ email: uniqueEmail('nobody') });
    expect(forKnown).toEqual(forUnknown);

    const bad = await client.auth.verifyResetToken('not-a-real-token').catch((caught: unknown) => caught);
    expect(bad).toMatchObject({ status: 400, code: 'INVALID_RESET_TOKEN' });

    // The token from the outbox works end to end through the SDK.
    const token = resetTokenIn(await waitForMail(server.deps.db, known));
    expect(verifyResetTokenResponseSchema.parse(await client.auth.verifyResetToken(token))).toEqual({ valid: true, email: known });
    await client.auth.resetPassword({ token, password: 'a brand new password' });
    await expect(client.auth.login({ email: known, password: 'a brand new password' })).resolves.toMatchObject({ user: { email: known } });
  });
});
