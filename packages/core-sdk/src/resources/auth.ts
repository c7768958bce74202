import type {
  AuthResponse,
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  PostLoginResponse,
  RegisterRequest,
  ResetPasswordRequest,
  User,
  VerifyResetTokenResponse,
} from '../contracts';
import { isUnauthorizedError } from '../errors';
import type { Http, RequestOptions } from '../http';

/** Sign-in, sign-up, the session and password reset. */
export function authResource(http: Http, baseUrl: string) {
  return {
    /** Creates an account on the free plan and signs it in. */
    register: (body: RegisterRequest, o?: RequestOptions) => http.json<AuthResponse>('POST', '/api/auth/register', body, o),
    /** Signs in with e-mail and password; a wrong pair throws ApiError 401. */
    login: (body: LoginRequest, o?: RequestOptions) => http.json<AuthResponse>('POST', '/api/auth/login', body, o),
    /** The signed-in user, or `null` when signed out. */
    async currentUser(o?: RequestOptions): Promise<User | null> {
      try {
        return await http.json<User>('GET', '/api/auth/user', undefined, o);
      } catch (error) {
        if (isUnauthorizedError(error)) return null;
        throw error;
      }
    },
    /** Where to go after signing in, and what to say. */
    postLogin: (o?: RequestOptions) => http.json<PostLoginResponse>('GET', '/api/auth/post-login', undefined, o),
    /** Sends a reset link if the account exists; answers the same either way. */
    forgotPassword: (body: ForgotPasswordRequest, o?: RequestOptions) =>
      http.json<MessageResponse>('POST', '/api/auth/forgot-password', body, o),
    /** Resolves when the token is valid; throws ApiError 400 when not. */
    verifyResetToken: (token: string, o?: RequestOptions) =>
      http.json<VerifyResetTokenResponse>('POST', '/api/auth/verify-reset-token', { token }, o),
    /** Sets a new password with a reset token and ends the account's other sessions. */
    resetPassword: (body: ResetPasswordRequest, o?: RequestOptions) =>
      http.json<MessageResponse>('POST', '/api/auth/reset-password', body, o),
    /** Ends the session (the browser normally navigates to `logoutUrl` instead). */
    logout: async (o?: RequestOptions): Promise<void> => {
      await http.raw('POST', '/api/auth/logout', undefined, o);
    },
    /** Navigate here to end the session and land on the home page. */
    logoutUrl: `${baseUrl}/api/logout`,
    /** Navigate here to sign in with Google. */
    googleLoginUrl: `${baseUrl}/api/login`,
  };
}
export type AuthResource = ReturnType<typeof authResource>;
