import { describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  forgotPasswordRequestSchema,
  healthResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  postLoginResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  userSchema,
  verifyResetTokenRequestSchema,
  verifyResetTokenResponseSchema,
} from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { userFixture } from '../test-support/fixtures';

const calls: ContractCall[] = [
  {
    name: 'register: POST /api/auth/register',
    call: (client) => client.auth.register({ email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' }),
    method: 'POST',
    path: '/api/auth/register',
    body: { email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' },
    requestSchema: registerRequestSchema,
    answer: { status: 201, json: { user: userFixture } },
    responseSchema: authResponseSchema,
  },
  {
    name: 'login: POST /api/auth/login',
    call: (client) => client.auth.login({ email: 'ada@example.com', password: 'correct horse' }),
    method: 'POST',
    path: '/api/auth/login',
    body: { email: 'ada@example.com', password: 'correct horse' },
    requestSchema: loginRequestSchema,
    answer: { json: { user: userFixture } },
    responseSchema: authResponseSchema,
  },
  {
    name: 'currentUser: GET /api/auth/user',
    call: (client) => client.auth.currentUser(),
    method: 'GET',
    path: '/api/auth/user',
    answer: { json: userFixture },
    responseSchema: userSchema,
  },
  {
    name: 'currentUser: null on 401',
    call: (client) => client.auth.currentUser(),
    method: 'GET',
    path: '/api/auth/user',
    answer: { status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'You need to sign in first.' } } },
    check: (value) => expect(value).toBeNull(),
  },
  {
    name: 'postLogin: GET /api/auth/post-login',
    call: (client) => client.auth.postLogin(),
    method: 'GET',
    path: '/api/auth/post-login',
    answer: { json: { message: 'Welcome, Ada!', redirectTo: '/' } },
    responseSchema: postLoginResponseSchema,
  },
  {
    name: 'forgotPassword: POST /api/auth/forgot-password',
    call: (client) => client.auth.forgotPassword({ email: 'ada@example.com' }),
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: { email: 'ada@example.com' },
    requestSchema: forgotPasswordRequestSchema,
    answer: { json: { message: 'If an account exists, a link is on its way.' } },
    responseSchema: messageResponseSchema,
  },
  {
    name: 'verifyResetToken: POST /api/auth/verify-reset-token',
    call: (client) => client.auth.verifyResetToken('tok_1'),
    method: 'POST',
    path: '/api/auth/verify-reset-token',
    body: { token: 'tok_1' },
    requestSchema: verifyResetTokenRequestSchema,
    answer: { json: { valid: true, email: 'ada@example.com' } },
    responseSchema: verifyResetTokenResponseSchema,
  },
  {
    name: 'resetPassword: POST /api/auth/reset-password',
    call: (client) => client.auth.resetPassword({ token: 'tok_1', password: 'a new password' }),
    method: 'POST',
    path: '/api/auth/reset-password',
    body: { token: 'tok_1', password: 'a new password' },
    requestSchema: resetPasswordRequestSchema,
    answer: { json: { message: 'Your password has been reset.' } },
    responseSchema: messageResponseSchema,
  },
  {
    name: 'logout: POST /api/auth/logout',
    call: (client) => client.auth.logout(),
    method: 'POST',
    path: '/api/auth/logout',
    answer: { status: 204 },
    check: (value) => expect(value).toBeUndefined(),
  },
  {
    name: 'health.check: GET /api/health',
    call: (client) => client.health.check(),
    method: 'GET',
    path: '/api/health',
    answer: { json: { status: 'ok' } },
    responseSchema: healthResponseSchema,
  },
];

describe('auth and health resources', () => {
  it.each(calls)('$name', checkContractCall);
});
