import type {
  ChangePasswordRequest,
  EmailVerificationResponse,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SignInOptions,
  User,
} from '../contracts';
import { routes } from '../contracts/routes';
import { isUnauthorizedError } from '../errors';
import type { Http, RequestOptions } from '../http';

/** Sign-in, sign-up, the session and password reset. */
export function authResource(http: Http) {
  return {
    /** Creates an account on the free plan and signs it in. */
    register: (body: RegisterRequest, o?: RequestOptions) => http.call(routes.register, { body }, o),
    /** Signs in with e-mail and password; a wrong pair throws ApiError 401. */
    login: (body: LoginRequest, o?: RequestOptions) => http.call(routes.login, { body }, o),
    /**
     * The signed-in user, or `null` when signed out: the API answers null rather than a 401, so a signed-out page logs
     * no failed request. A 401 (a server from before that change) is read as signed out too.
     */
    async currentUser(o?: RequestOptions): Promise<User | null> {
      try {
        return await http.call(routes.currentUser, {}, o);
      } catch (error) {
        if (isUnauthorizedError(error)) return null;
        throw error;
      }
    },
    /** Where to go after signing in, and what to say. */
    postLogin: (o?: RequestOptions) => http.call(routes.postLogin, {}, o),
    /** Sends a reset link if the account exists; answers the same either way. */
    forgotPassword: (body: ForgotPasswordRequest, o?: RequestOptions) => http.call(routes.forgotPassword, { body }, o),
    /** Resolves when the token is valid; throws ApiError 400 when not. */
    verifyResetToken: (token: string, o?: RequestOptions) => http.call(routes.verifyResetToken, { body: { token } }, o),
    /** Sets a new password with a reset token and ends the account's other sessions. */
    resetPassword: (body: ResetPasswordRequest, o?: RequestOptions) => http.call(routes.resetPassword, { body }, o),
    /**
     * Verifies the account's e-mail address with the token of the verification e-mail's link; no session needed. An
     * unknown, expired or replaced link is ApiError 400 INVALID_VERIFICATION_TOKEN.
     */
    verifyEmail: (token: string, o?: RequestOptions): Promise<EmailVerificationResponse> =>
      http.call(routes.verifyEmail, { body: { token } }, o),
    /** E-mails the signed-in user a new verification link (older ones stop working); 409 when verified, 429 when asked too often. */
    resendEmailVerification: (o?: RequestOptions): Promise<EmailVerificationResponse> => http.call(routes.resendEmailVerification, {}, o),
    /**
     * Sets a new password after checking the current one; the account's other sessions end and this one stays. A wrong
     * current password is ApiError 400 INVALID_CREDENTIALS (repeated ones are limited like failed sign-ins, 429).
     */
    changePassword: (body: ChangePasswordRequest, o?: RequestOptions) => http.call(routes.changePassword, { body }, o),
    /** Signs out everywhere but here; answers how many other sessions ended. */
    endOtherSessions: (o?: RequestOptions) => http.call(routes.endOtherSessions, {}, o),
    /** Ends the session (the browser normally navigates to `logoutUrl` instead). */
    logout: (o?: RequestOptions): Promise<void> => http.call(routes.logout, {}, o),
    /** Navigate here to end the session and land on the home page. */
    logoutUrl: http.url(routes.logoutAndGoHome.path),
    /** The ways to sign in besides e-mail and password: `google` says whether `googleLoginUrl` leads anywhere. */
    signInOptions: (o?: RequestOptions): Promise<SignInOptions> => http.call(routes.getSignInOptions, {}, o),
    /** Navigate here to sign in with Google (when `signInOptions()` says it is configured). */
    googleLoginUrl: http.url(routes.startGoogleSignIn.path),
  };
}
export type AuthResource = ReturnType<typeof authResource>;
