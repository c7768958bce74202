import type { Database } from '../../db/create-database';

/** Counts one reading of a link, in one statement so that readers at the same moment are all counted. */
export async function recordShareView(db: Database, linkId: string, now: Date): Promise<void> {
  await db('share_links')
    .where({ id: linkId })
    .update({ viewCount: db.raw('?? + 1', ['view_count']), lastViewedAt: now });
}
