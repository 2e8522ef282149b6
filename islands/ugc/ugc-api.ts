import type { UgcReportReason } from '../../schemas/commerce/ugc-limits';
import { createUgcUser, openUgcStash, reportUgcMedia, uploadUgcMedia } from '../../src/lib/api/ugc';
import { withSession } from '../../src/lib/session/tokens';
import type { ApiTarget } from '../shared/api-target';
import { browserApi } from '../shared/browser-api';

/** The dialog's writes, in the session (a report counts once per shopper; sharing needs a signed-in one). */
export function ugcApi(target: ApiTarget) {
  const api = browserApi(target);
  return {
    report: (mediaId: string, reason: UgcReportReason) => withSession(api, (authorized) => reportUgcMedia(authorized, mediaId, reason)),
    /** users → stash → upload: the shopper's UGC user, one submission, the photo in it. */
    share: (input: { screenName: string; image: string; caption: string; productId?: string | undefined }) => withSession(api, async (authorized) => {
      const user = await createUgcUser(authorized, input.screenName);
      const stash = await openUgcStash(authorized, user.id, input.productId);
      return uploadUgcMedia(authorized, user.id, { image: input.image, caption: input.caption, stashId: stash.id });
    }),
  };
}

export type UgcApi = ReturnType<typeof ugcApi>;
