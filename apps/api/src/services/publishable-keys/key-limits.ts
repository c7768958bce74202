import type { Database } from '../../db/create-database';
import type { PublishableKeyModel } from '../../models/publishable-key';
import { creditsForDuration } from '../credits/credits-for-duration';
import { MAX_UPLOAD_BYTES } from '../uploads/upload-errors';
import { keyMinutesToday, secondsUntilUtcMidnight } from './key-minutes-today';
import { KeyDailyLimitError, KeyFileTooLargeError } from './publishable-key-errors';

/** The largest file a key takes: its own limit, never above the 2 GB every upload has. */
export function keyMaxFileBytes(key: PublishableKeyModel): number {
  return key.maxFileBytes === null ? MAX_UPLOAD_BYTES : Math.min(Number(key.maxFileBytes), MAX_UPLOAD_BYTES);
}

/** Refuses a file whose size (declared before the bytes, or stored) is above the key's limit; null is not known yet. */
export function assertFitsKeyFileSize(key: PublishableKeyModel, fileName: string, bytes: number | null): void {
  const max = keyMaxFileBytes(key);
  if (bytes !== null && bytes > max) throw new KeyFileTooLargeError(fileName, max);
}

/** Minutes the key may still take today; null when it has no daily limit. */
export async function keyMinutesLeftToday(db: Database, key: PublishableKeyModel, now: Date): Promise<number | null> {
  if (key.minutesPerDay === null) return null;
  return Math.max(0, key.minutesPerDay - (await keyMinutesToday(db, key.id, now)));
}

const usedUp = (perDay: number) =>
  `This site has used today's ${perDay} ${perDay === 1 ? 'minute' : 'minutes'} of transcription. They renew at midnight UTC.`;

/**
 * The early answer before a file's bytes arrive: refused when the key has no minutes left today. Whether the file
 * itself fits is known only once it is probed (`assertFitsKeyMinutes`).
 */
export async function assertKeyMinutesLeft(db: Database, key: PublishableKeyModel, now: Date): Promise<void> {
  if (key.minutesPerDay === null) return;
  const today = await keyMinutesToday(db, key.id, now);
  if (today >= key.minutesPerDay) {
    throw new KeyDailyLimitError(
      usedUp(key.minutesPerDay),
      { minutesPerDay: key.minutesPerDay, minutesToday: today },
      secondsUntilUtcMidnight(now),
    );
  }
}

/**
 * The authoritative check, once the file's length is known: refused when its minutes (rounded up, as credits are)
 * would take the key past its day. Run it where the account is locked (admitting the transcription), so that two
 * files arriving together cannot both fit in the last minutes.
 */
export async function assertFitsKeyMinutes(db: Database, key: PublishableKeyModel, durationSeconds: number, now: Date): Promise<void> {
  if (key.minutesPerDay === null) return;
  const today = await keyMinutesToday(db, key.id, now);
  const needed = creditsForDuration(durationSeconds);
  if (today + needed <= key.minutesPerDay) return;
  const left = Math.max(0, key.minutesPerDay - today);
  const message =
    left === 0
      ? usedUp(key.minutesPerDay)
      : `This file is ${needed} ${needed === 1 ? 'minute' : 'minutes'} long, and this site has ${left} ${left === 1 ? 'minute' : 'minutes'} of transcription left today. They renew at midnight UTC.`;
  throw new KeyDailyLimitError(message, { minutesPerDay: key.minutesPerDay, minutesToday: today }, secondsUntilUtcMidnight(now));
}
