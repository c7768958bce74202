import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { LogLine } from './capture-log';
import type { TestS3Server } from './start-s3rver';
import type { TestServer } from './start-test-server';

/**
 * Every stored upload, and what a write that failed could leave behind: on local storage the temp files, on S3 the
 * multipart uploads still open. Compared before and after a broken upload, it shows that nothing was kept.
 */
export async function uploadLeftovers(server: TestServer, s3: TestS3Server | undefined): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of server.deps.storage.list('uploads/')) keys.push(item.key);
  if (server.deps.storage.driver === 'local') keys.push(...(await readdir(join(server.dataDir, 'storage', 'tmp')).catch(() => [])));
  else keys.push(...((await s3?.openUploads()) ?? []));
  return keys;
}

/** The request logger's line for `path`, once it is written. */
export async function waitForRequestLine(read: () => LogLine[], path: string): Promise<LogLine> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const lines = read();
    const line = lines.find((l) => l.msg === 'request' && l.path === path);
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no request line for ${path}:\n${lines.map((l) => JSON.stringify(l)).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
