import { AppError } from '../../errors/app-error';

/** A publishable key that is malformed, unknown, wrong or revoked: the widget cannot work with it at all. */
export class PublishableKeyInvalidError extends AppError {
  constructor(message = 'This publishable key is not valid: check it, or make a new one in the settings.') {
    super(401, 'PUBLISHABLE_KEY_INVALID', message);
  }
}

/** A valid key used where it may not be: from another origin, by another widget, or on another endpoint. */
export class PublishableKeyRefusedError extends AppError {
  constructor(message: string) {
    super(403, 'PUBLISHABLE_KEY_REFUSED', message);
  }
}

/** A file larger than the key takes: its own limit, below the 2 GB every upload has. */
export class KeyFileTooLargeError extends AppError {
  constructor(fileName: string, maxBytes: number) {
    super(413, 'PAYLOAD_TOO_LARGE', `${fileName}: This site takes files of at most ${describeBytes(maxBytes)}.`, {
      title: 'File too large',
      maxBytes,
    });
  }
}

/** The key's minutes of audio for today are used up, or this file would pass them; they renew at midnight UTC. */
export class KeyDailyLimitError extends AppError {
  constructor(message: string, details: { minutesPerDay: number; minutesToday: number }, retryAfterSeconds: number) {
    super(429, 'KEY_DAILY_LIMIT', message, { ...details, retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
  }
}

function describeBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${Number((mb / 1024).toFixed(1))} GB`;
  return `${Number(mb.toFixed(1))} MB`;
}
