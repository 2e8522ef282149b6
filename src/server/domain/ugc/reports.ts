import { and, eq, sql } from 'drizzle-orm';
import { UGC_REPORTS_TO_HIDE, type UgcReportReason } from '../../../../schemas/commerce/ugc';
import type { SiteId } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { ugcMedia, ugcReports } from '../../db/schema/ugc';
import { ApiError } from '../../http/api-error';
import { uniqueViolationOn } from '../identity/consumers';

/**
 * POST /ugc/v1/media/{mediaId}/report: one report per reporter and photo (a second is UGC409,
 * held by the primary key). At UGC_REPORTS_TO_HIDE reports the photo goes back to moderation
 * (pending), so it leaves every list at once; the reporter's browser hides it right away.
 * Only a listed (approved) photo can be reported; others are UGC404.
 */
export async function reportUgcMedia(db: Database, siteId: SiteId, mediaId: string, reporter: string, reason: UgcReportReason) {
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [media] = await t.select({ id: ugcMedia.id }).from(ugcMedia)
        .where(and(eq(ugcMedia.id, mediaId), eq(ugcMedia.siteId, siteId), eq(ugcMedia.status, 'approved')));
      if (!media) throw new ApiError('UGC404', undefined, { field: 'mediaId' });
      await t.insert(ugcReports).values({ mediaId, reporter, reason });
      await t.update(ugcMedia).set({
        reportCount: sql`${ugcMedia.reportCount} + 1`,
        status: sql`case when ${ugcMedia.reportCount} + 1 >= ${UGC_REPORTS_TO_HIDE} then 'pending' else ${ugcMedia.status} end`,
      }).where(eq(ugcMedia.id, mediaId));
    });
  } catch (error) {
    if (uniqueViolationOn(error)) throw new ApiError('UGC409', undefined, { field: 'mediaId' });
    throw error;
  }
  return { mediaId, reported: true as const };
}
