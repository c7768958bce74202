import { loadConfig } from '../config';
import { createDatabase, pgliteDirIn } from '../db/create-database';
import { migrateToLatest } from '../db/migration-source';
import { setUserRole } from '../services/users/set-user-role';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL';

/** `npm run admin -- grant EMAIL` / `revoke EMAIL`: gives or takes the admin role. */
async function main(argv: string[]) {
  const [command, email] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir) });
  try {
    await migrateToLatest(db);
    const found = await setUserRole(db, email, command === 'grant' ? 'admin' : 'user');
    if (!found) {
      process.stderr.write(`No account has the e-mail ${email}.\n`);
      return 1;
    }
    process.stdout.write(`${email} is now ${command === 'grant' ? 'an admin' : 'a regular user'}.\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
