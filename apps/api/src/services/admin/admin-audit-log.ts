import type { AdminAction, AdminAuditLogEntry, AdminAuditLogPage } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { ValidationError } from '../../errors/app-error';
import { isoTime } from '../../lib/iso-time';
import type { UserModel } from '../../models/user';

export interface AdminActionRecord {
  action: AdminAction;
  targetType: AdminAuditLogEntry['targetType'];
  targetId: string;
  details: Record<string, unknown>;
}

/** Writes what an admin did; pass the action's transaction, so the row exists exactly when the action happened. */
export async function recordAdminAction(trx: Database, admin: Pick<UserModel, 'id' | 'email'>, record: AdminActionRecord): Promise<void> {
  await trx('admin_audit_log').insert({
    adminId: admin.id,
    adminEmail: admin.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    details: JSON.stringify(record.details),
  });
}

interface AuditRow {
  id: string | number;
  adminEmail: string;
  action: AdminAction;
  targetType: AdminAuditLogEntry['targetType'];
  targetId: string;
  details: Record<string, unknown> | string;
  createdAt: Date | string;
}

/** Row ids only grow, so the last id of a page is the whole position; opaque to clients all the same. */
const encodeCursor = (id: string) => Buffer.from(`audit:${id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): string {
  const match = /^audit:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw new ValidationError([{ field: 'cursor', message: 'cursor is not valid; start again from the first page' }]);
  return match[1];
}

/** One page of the audit log, newest first. */
export async function listAdminAuditLog(db: Database, query: { cursor?: string | undefined; limit: number }): Promise<AdminAuditLogPage> {
  const rows: AuditRow[] = await db('admin_audit_log')
    .modify((q) => {
      if (query.cursor) q.where('id', '<', decodeCursor(query.cursor));
    })
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .select('id', 'adminEmail', 'action', 'targetType', 'targetId', 'details', 'createdAt');
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      adminEmail: row.adminEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
      createdAt: isoTime(row.createdAt),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(String(last.id)) : null,
  };
}
