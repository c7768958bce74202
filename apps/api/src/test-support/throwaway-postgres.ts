import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './spawn-server';

const run = promisify(execFile);

/** PostgreSQL's server programs (initdb, pg_ctl): Debian keeps them out of PATH, under /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

export interface ThrowawayPostgres {
  /** postgres:// URL of its `postgres` database. */
  url: string;
  port: number;
  /** `pg_ctl stop -m immediate`: every backend killed at once, as in a crash; the next start recovers from the WAL. */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own, in a temporary folder on a free port, that a test may crash and start again.
 * PostgreSQL refuses to run as root, so as root its programs run as the `postgres` user that Debian's package creates.
 */
export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(binDir, program), ...args]) : run(join(binDir, program), args);
  const data = join(dir, 'data');
  const port = await freePort();
  // fsync off and no sync after initdb: the cluster is thrown away, and each sync costs seconds on a busy disk.
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '30', '-o', options, 'start']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    crash: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    start,
    async remove() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
