import { describe, expect, it } from 'vitest';
import { estimateMonthlyCost, judgeStorage, STORAGE_CAPACITY_BYTES } from './get-storage-health';

const GB = 1024 ** 3;
const DAY_MS = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const retention = DAY_MS;
const fresh = { totalSizeBytes: 0, oldestFile: new Date(now.getTime() - 3_600_000) };

describe('storage health', () => {
  it('is healthy below 70% of the 10 GB the page draws against, with one reassuring line', () => {
    expect(judgeStorage({ ...fresh, totalSizeBytes: 6.9 * GB }, 6.9 * GB, 1, retention, now)).toEqual({
      status: 'healthy',
      recommendations: ['Storage is within its limits; nothing needs doing.'],
    });
  });

  it('warns from 70% and is critical from 90%, taking the worst of files and database', () => {
    const warned = judgeStorage({ ...fresh, totalSizeBytes: 0.7 * STORAGE_CAPACITY_BYTES }, 0, 0, retention, now);
    expect(warned.status).toBe('warning');
    expect(warned.recommendations).toEqual([expect.stringMatching(/^Stored files use 7 GB of 10 GB \(70%\)/)]);
    const critical = judgeStorage(
      { ...fresh, totalSizeBytes: 0.75 * STORAGE_CAPACITY_BYTES },
      0.95 * STORAGE_CAPACITY_BYTES,
      0,
      retention,
      now,
    );
    expect(critical.status).toBe('critical');
    expect(critical.recommendations).toHaveLength(2);
    expect(critical.recommendations[1]).toMatch(/^The database uses 9\.5 GB/);
  });

  it('warns about files kept past the retention period, and about a monthly cost above $10', () => {
    const leftover = judgeStorage({ totalSizeBytes: GB, oldestFile: new Date(now.getTime() - 3 * DAY_MS) }, GB, 10.01, retention, now);
    expect(leftover.status).toBe('warning');
    expect(leftover.recommendations).toEqual([
      expect.stringContaining('The oldest stored file is 3 days old, past the retention period'),
      expect.stringContaining('The estimated cost is $10.01 a month, above $10'),
    ]);
    // Within the retention and a day's grace: the clean-up jobs may simply not have run yet.
    expect(judgeStorage({ totalSizeBytes: GB, oldestFile: new Date(now.getTime() - 1.9 * DAY_MS) }, GB, 10, retention, now).status).toBe(
      'healthy',
    );
  });

  it('warns when the disk under DATA_DIR runs low, and is critical near the point where changes are refused', () => {
    const judged = (freeBytes: number, totalBytes = 100 * GB) =>
      judgeStorage({ ...fresh, totalSizeBytes: GB }, GB, 1, retention, now, { freeBytes, totalBytes });
    expect(judged(20 * GB).status).toBe('healthy');
    const low = judged(10 * GB);
    expect(low.status).toBe('warning');
    expect(low.recommendations).toEqual([expect.stringContaining('The disk under DATA_DIR has 10 GB free of 100 GB (10%)')]);
    expect(judged(4 * GB).status).toBe('critical');
    // A small disk is critical by bytes before its share says so.
    expect(judged(200 * 1024 * 1024, 1 * GB).status).toBe('critical');
    expect(low.recommendations[0]).toContain('Below 64 MB free, Verbatim refuses changes (507)');
  });

  it('prices files as S3 Standard and the database as RDS storage', () => {
    expect(estimateMonthlyCost(100 * GB, 0)).toBe(2.3);
    expect(estimateMonthlyCost(0, 10 * GB)).toBe(1.15);
  });
});
