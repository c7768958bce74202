// The lean peer of GET /api/transcriptions: a bare Koa handler that does the database work the list needed before
// this benchmark's levers (the session with its user, then the page with its count: two queries through `pg` with
// as many connections as the API's pool), and presents and serialises the page on every request. What the API has
// on top (its middleware, validation, logging, metrics) is what the ratio to this peer prices.
// Started by run.mjs: PORT, DATABASE_URL.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(join(root, 'apps/api/package.json'));
const Koa = require('koa');
const pg = require('pg');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PAGE = 50;

const SESSION = `select users.*, sessions.last_seen_at as session_last_seen_at, sessions.expires_at as session_expires_at
  from users inner join sessions on sessions.user_id = users.id where sessions.id = $1 limit 1`;

const LIST = `select counted.total, page.* from (select count(*) as total from transcriptions where user_id = $1) as counted
  left join lateral (
    select id, file_name, file_size, mime_type, media_key, duration_seconds, status, progress, error_message, language,
      engine, created_at, updated_at, completed_at, source_widget, source_origin,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
      (select publishable_keys.name from publishable_keys where publishable_keys.id = transcriptions.publishable_key_id) as source_key_name
    from transcriptions where user_id = $1 order by created_at desc, id desc limit ${PAGE + 1}
  ) as page on true`;

const iso = (value) => (value === null ? null : new Date(value).toISOString());

const app = new Koa();
app.use(async (ctx) => {
  const token = /(?:^|;\s*)vb_session=([^;]+)/.exec(ctx.get('cookie'))?.[1];
  const session = token ? (await pool.query(SESSION, [createHash('sha256').update(token).digest('hex')])).rows[0] : undefined;
  if (!session || session.disabled_at || new Date(session.session_expires_at) <= new Date()) {
    ctx.status = 401;
    ctx.body = { error: { code: 'UNAUTHORIZED', message: 'Sign in first.' } };
    return;
  }
  const found = (await pool.query(LIST, [session.id])).rows;
  const rows = found.filter((row) => row.id !== null);
  const last = rows[PAGE - 1];
  ctx.body = {
    items: rows.slice(0, PAGE).map((t) => ({
      id: t.id,
      fileName: t.file_name,
      fileSize: Number(t.file_size),
      mimeType: t.mime_type,
      duration: t.duration_seconds,
      status: t.status,
      progress: t.progress,
      errorMessage: t.error_message,
      language: t.language,
      engine: t.engine,
      mediaAvailable: t.media_key !== null,
      createdAt: iso(t.created_at),
      updatedAt: iso(t.updated_at),
      completedAt: iso(t.completed_at),
      source:
        t.source_widget && t.source_origin
          ? { kind: 'widget', widget: t.source_widget, origin: t.source_origin, keyName: t.source_key_name }
          : { kind: 'app' },
    })),
    nextCursor: rows.length > PAGE && last ? Buffer.from(`${last.cursor_at}|${last.id}`).toString('base64url') : null,
    total: Number(found[0]?.total ?? 0),
  };
});
app.listen(Number(process.env.PORT), '127.0.0.1');
