import type { StorageHealth, StorageHealthStatus } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { DATABASE_DISK_RESERVE_BYTES } from '../../http/database-disk-reserve';
import { type DiskSpace, diskSpaceAt } from '../../lib/disk-space';
import { rawRows, toNumber } from './admin-sql';
import { type FileStorageFigures, measureDatabaseBytes, measureFileStorage } from './measure-file-storage';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** What the storage page draws both bars against (the spec's 10 GB), and so what the thresholds are shares of. */
export const STORAGE_CAPACITY_BYTES = 10 * GB;
/** Files or database above this share of the capacity: warning; above the next: critical. */
export const WARNING_SHARE = 0.7;
export const CRITICAL_SHARE = 0.9;

/**
 * Assumed prices, in US dollars per GB-month, for the estimate only: Amazon S3 Standard (first 50 TB, us-east-1 list
 * price) for files, and Amazon RDS for PostgreSQL general-purpose (gp2) storage for the database. The embedded
 * default costs nothing but disk; the figure says what the same data would cost hosted.
 */
export const FILE_STORAGE_USD_PER_GB_MONTH = 0.023;
export const DATABASE_USD_PER_GB_MONTH = 0.115;
/** Above this the storage page labels the cost 'High Cost' (spec), and it is worth a warning here too. */
export const HIGH_MONTHLY_COST_USD = 10;
/**
 * Media are deleted MEDIA_RETENTION_HOURS after processing and unfinished uploads after a day, by hourly or queued
 * jobs. A file older than the retention plus this grace means one of them is not running (or an upload was never
 * turned into a transcription).
 */
export const LEFTOVER_GRACE_MS = 24 * 3_600_000;

/**
 * The disk under DATA_DIR (local files, the embedded database's files): a warning below this share free, critical
 * below the next or below a few times the reserve under which writing requests are refused (507), so that an operator
 * hears of it before people do.
 */
export const DISK_WARNING_FREE_SHARE = 0.15;
export const DISK_CRITICAL_FREE_SHARE = 0.05;
export const DISK_CRITICAL_FREE_BYTES = 4 * DATABASE_DISK_RESERVE_BYTES;

interface Check {
  status: StorageHealthStatus;
  recommendation: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const gb = (bytes: number) => `${round2(bytes / GB)} GB`;
const rank: Record<StorageHealthStatus, number> = { healthy: 0, warning: 1, critical: 2 };

function capacityCheck(what: string, bytes: number, advice: string): Check | null {
  const share = bytes / STORAGE_CAPACITY_BYTES;
  if (share < WARNING_SHARE) return null;
  const status = share >= CRITICAL_SHARE ? 'critical' : 'warning';
  return { status, recommendation: `${what} ${gb(bytes)} of ${gb(STORAGE_CAPACITY_BYTES)} (${Math.round(share * 100)}%): ${advice}` };
}

function diskCheck(disk: DiskSpace): Check | null {
  if (disk.totalBytes <= 0) return null;
  const share = disk.freeBytes / disk.totalBytes;
  const critical = share < DISK_CRITICAL_FREE_SHARE || disk.freeBytes < DISK_CRITICAL_FREE_BYTES;
  if (!critical && share >= DISK_WARNING_FREE_SHARE) return null;
  const reserveMb = Math.round(DATABASE_DISK_RESERVE_BYTES / MB);
  return {
    status: critical ? 'critical' : 'warning',
    recommendation: `The disk under DATA_DIR has ${gb(disk.freeBytes)} free of ${gb(disk.totalBytes)} (${Math.round(share * 100)}%): free space or move DATA_DIR to a larger disk. Below ${reserveMb} MB free, Verbatim refuses changes (507) so that its embedded database never meets a full disk.`,
  };
}

/** The status is the worst of the checks; each check that is not healthy says what to do. */
export function judgeStorage(
  files: Pick<FileStorageFigures, 'totalSizeBytes' | 'oldestFile'>,
  databaseBytes: number,
  monthlyCost: number,
  retentionMs: number,
  now: Date,
  disk: DiskSpace | null = null,
): { status: StorageHealthStatus; recommendations: string[] } {
  const checks: Check[] = [];
  const fullDisk = disk ? diskCheck(disk) : null;
  if (fullDisk) checks.push(fullDisk);
  const fileCheck = capacityCheck(
    'Stored files use',
    files.totalSizeBytes,
    'lower MEDIA_RETENTION_HOURS or move files to a larger bucket.',
  );
  if (fileCheck) checks.push(fileCheck);
  const dbCheck = capacityCheck('The database uses', databaseBytes, 'give it more disk, or delete old accounts and transcripts.');
  if (dbCheck) checks.push(dbCheck);
  if (files.oldestFile && now.getTime() - files.oldestFile.getTime() > retentionMs + LEFTOVER_GRACE_MS) {
    const days = Math.floor((now.getTime() - files.oldestFile.getTime()) / 86_400_000);
    checks.push({
      status: 'warning',
      recommendation: `The oldest stored file is ${days} days old, past the retention period: check that a worker runs the media clean-up jobs and the hourly sweep, and look for uploads that never became transcriptions.`,
    });
  }
  if (monthlyCost > HIGH_MONTHLY_COST_USD) {
    checks.push({
      status: 'warning',
      recommendation: `The estimated cost is $${monthlyCost.toFixed(2)} a month, above $${HIGH_MONTHLY_COST_USD}: shorten media retention or archive old data.`,
    });
  }
  if (checks.length === 0) return { status: 'healthy', recommendations: ['Storage is within its limits; nothing needs doing.'] };
  const status = checks.reduce<StorageHealthStatus>((worst, check) => (rank[check.status] > rank[worst] ? check.status : worst), 'healthy');
  return { status, recommendations: checks.map((check) => check.recommendation) };
}

export const estimateMonthlyCost = (fileBytes: number, databaseBytes: number) =>
  round2((fileBytes / GB) * FILE_STORAGE_USD_PER_GB_MONTH + (databaseBytes / GB) * DATABASE_USD_PER_GB_MONTH);

/** The storage page's figures, measured now: the files themselves, the database's own size and its main counts. */
export async function getStorageHealth(deps: AppDeps): Promise<StorageHealth> {
  const now = deps.now();
  const [files, databaseBytes, counts, disk] = await Promise.all([
    measureFileStorage(deps.db, deps.storage),
    measureDatabaseBytes(deps.db),
    rawRows<{ users: unknown; transcriptions: unknown; payments: unknown }>(
      deps.db,
      `select (select count(*) from users) as users, (select count(*) from transcriptions) as transcriptions,
         (select count(*) from payment_attempts) as payments`,
    ),
    // Unmeasurable (a DATA_DIR not made yet, a file system that does not say) is no finding.
    diskSpaceAt(deps.config.dataDir).catch(() => null),
  ]);
  const estimatedMonthlyCost = estimateMonthlyCost(files.totalSizeBytes, databaseBytes);
  const { status, recommendations } = judgeStorage(files, databaseBytes, estimatedMonthlyCost, deps.config.mediaRetentionMs, now, disk);
  return {
    status,
    recommendations,
    metrics: {
      fileStorage: {
        totalSizeBytes: files.totalSizeBytes,
        totalSizeMB: round2(files.totalSizeBytes / MB),
        totalFiles: files.totalFiles,
        filesByType: files.filesByType,
        oldestFile: files.oldestFile?.toISOString() ?? null,
        newestFile: files.newestFile?.toISOString() ?? null,
      },
      database: {
        estimatedSizeMB: round2(databaseBytes / MB),
        usersCount: toNumber(counts[0]?.users),
        transcriptionsCount: toNumber(counts[0]?.transcriptions),
        paymentAttemptsCount: toNumber(counts[0]?.payments),
      },
      estimatedMonthlyCost,
      timestamp: now.toISOString(),
    },
  };
}
