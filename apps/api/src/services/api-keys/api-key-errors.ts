import { AppError } from '../../errors/app-error';

/** A secret key that is malformed, unknown or revoked, or whose owner can take no requests: nothing works with it. */
export class ApiKeyInvalidError extends AppError {
  constructor(message = 'This API key is not valid: check it, or make a new one in the developer settings.') {
    super(401, 'API_KEY_INVALID', message);
  }
}

/** A valid secret key used where it may not be: an endpoint its scopes do not reach, or sent in a URL. */
export class ApiKeyRefusedError extends AppError {
  constructor(message: string) {
    super(403, 'API_KEY_REFUSED', message);
  }
}
