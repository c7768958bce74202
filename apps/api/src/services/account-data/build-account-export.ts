import { ACCOUNT_EXPORT_RETENTION_DAYS } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import type { JobRunContext } from '../../jobs';
import { JobTimeoutError } from '../../jobs/job-errors';
import { TranscriptionModel } from '../../models/transcription';
import { UserModel } from '../../models/user';
import { formatBillingDate } from '../billing/format-billing-date';
import { renderTranscriptionExport } from '../exports/render-transcription-export';
import { exportReadyEmail } from '../mail/export-ready-email';
import { getUserPreferences } from '../preferences/get-user-preferences';
import { type AccountExportRow, accountExportKey, accountExportsTable } from './account-export-row';
import { type AiResultListing, aiResultFiles } from './ai-result-files';
import {
  collectAccountData,
  type TranscriptionEntry,
  type TranscriptionListRow,
  transcriptionEntry,
  transcriptionListColumns,
} from './collect-account-data';
import { createNameAllocator, transcriptionFileBase } from './zip-entry-names';
import { zipToStorage } from './zip-to-storage';

const FAILED_MESSAGE = 'We could not make your export. Please try again.';
const README = [
  'Your Verbatim data',
  '',
  'transcripts/  every finished transcript, one file each, in your default export format, named after the',
  '              original file, when the transcription was made (UTC) and the start of its id in account.json.',
  'summaries/    every summary kept of a transcript, as text, named after its transcript.',
  'translations/ the latest translation of a transcript into each language, named after its transcript and the',
  '              language, in your default export format where it is text or subtitles, as text otherwise.',
  'account.json  your profile, plan, credits and payments, settings, every transcription (with the names of its',
  '              transcript, summary and translation files here), share links and publishable keys.',
  '',
  'Dates are in UTC (ISO 8601). Recordings are not included: they are deleted 24 hours after processing.',
  '',
].join('\r\n');

/**
 * Makes the ZIP of an export (the job `account.export`): every completed transcript in the export's format, one file
 * each under transcripts/ with unique names, its kept summaries and translations beside it, and account.json; then marks it ready for 7 days, schedules its
 * expiry and mails the person, all in one transaction fenced by the job. Transcriptions are read one at a time, so
 * memory holds one transcript however many there are. The last failed attempt marks the export failed.
 */
export async function buildAccountExport(deps: AppDeps, exportId: string, run: JobRunContext): Promise<void> {
  const row: AccountExportRow | undefined = await deps.db(accountExportsTable).where({ id: exportId }).first();
  if (row?.status !== 'preparing') return;
  const user = await UserModel.query(deps.db).findById(row.userId);
  if (!user) return;
  const key = accountExportKey(user.id, row.id);
  const zip = zipToStorage(deps.storage, key);
  try {
    const files = createNameAllocator('transcripts');
    const aiNames = { summaries: createNameAllocator('summaries'), translations: createNameAllocator('translations') };
    const list: TranscriptionListRow[] = await deps
      .db('transcriptions')
      .where({ userId: user.id })
      .orderBy([{ column: 'createdAt' }, { column: 'id' }])
      .select(...transcriptionListColumns);
    const entries: TranscriptionEntry[] = [];
    let transcriptCount = 0;
    for (const item of list) {
      run.signal.throwIfAborted();
      let exportFile: string | null = null;
      let aiListing: AiResultListing = { summaries: [], translations: [] };
      if (item.status === 'completed') {
        const t = await TranscriptionModel.query(deps.db).findById(item.id);
        if (t?.status === 'completed') {
          const file = await renderTranscriptionExport(t, { format: row.format });
          exportFile = files(transcriptionFileBase(file.fileName.slice(0, -(row.format.length + 1)), t.createdAt, t.id), row.format);
          await zip.add(exportFile, file.body, t.completedAt ?? t.createdAt);
          transcriptCount++;
          const transcriptBase = exportFile.slice('transcripts/'.length, -(row.format.length + 1));
          const ai = await aiResultFiles(deps.db, t, transcriptBase, row.format, aiNames);
          for (const aiFile of ai.files) await zip.add(aiFile.path, aiFile.body, aiFile.createdAt);
          aiListing = ai.listing;
        }
      }
      entries.push(transcriptionEntry(item, exportFile, aiListing));
    }
    const preferences = await getUserPreferences(deps.db, user.id);
    const account = await collectAccountData(deps, user, preferences, entries);
    await zip.add('account.json', Buffer.from(`${JSON.stringify(account, null, 2)}\n`, 'utf8'), deps.now());
    await zip.add('README.txt', Buffer.from(README, 'utf8'), deps.now());
    const { size } = await zip.finish();

    const readyAt = deps.now();
    const expiresAt = new Date(readyAt.getTime() + ACCOUNT_EXPORT_RETENTION_DAYS * 86_400_000);
    const ready = await deps.db.transaction(async (trx) => {
      await run.fence(trx);
      const updated = await trx(accountExportsTable)
        .where({ id: row.id, status: 'preparing' })
        .update({ status: 'ready', storageKey: key, sizeBytes: size, transcriptCount, readyAt, expiresAt })
        .returning('id');
      if (updated.length === 0) return false;
      await deps.jobs.scheduleAccountExportExpiry(trx, row.id, expiresAt);
      await deps.jobs.enqueueEmail(trx, exportReadyEmail(user.email, `${deps.config.publicUrl}/settings`, formatBillingDate(expiresAt)));
      return true;
    });
    if (!ready) await deps.storage.delete(key);
  } catch (error) {
    await zip.abort(error instanceof Error ? error : new Error(String(error)));
    // A cancelled or stopped job is not a failed export: the worker hands it back, or the account is being deleted.
    const handedBack = run.signal.aborted && !(run.signal.reason instanceof JobTimeoutError);
    if (handedBack || run.attempt < run.job.maxAttempts) throw error;
    run.log.error({ err: error, exportId }, 'the data export failed on its last attempt');
    await deps.db.transaction(async (trx) => {
      await run.fence(trx);
      await trx(accountExportsTable).where({ id: row.id, status: 'preparing' }).update({ status: 'failed', errorMessage: FAILED_MESSAGE });
    });
    await deps.storage.delete(key).catch(() => undefined);
  }
}

/** Deletes an export's ZIP when its time is up (the job `account.export-expire`); the row stays, as expired. */
export async function expireAccountExport(deps: AppDeps, exportId: string): Promise<void> {
  const row: AccountExportRow | undefined = await deps.db(accountExportsTable).where({ id: exportId }).first();
  if (row?.status !== 'ready') return;
  if (row.storageKey) await deps.storage.delete(row.storageKey);
  await deps.db(accountExportsTable).where({ id: row.id, status: 'ready' }).update({ status: 'expired', storageKey: null });
}
