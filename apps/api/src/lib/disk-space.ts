import { statfs } from 'node:fs/promises';

export interface DiskSpace {
  /** Bytes an unprivileged process may still write. */
  freeBytes: number;
  totalBytes: number;
}

/** The room left on the file system that holds `dir`. */
export async function diskSpaceAt(dir: string): Promise<DiskSpace> {
  const stats = await statfs(dir);
  return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
}
