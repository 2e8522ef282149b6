/** The user-photo service's limits and reasons, without zod (browser code imports them). */
/** Why a photo is reported (POST /ugc/v1/media/{mediaId}/report). */
export const UGC_REPORT_REASONS = ['inappropriate', 'offensive', 'spam', 'copyright', 'not-the-product', 'other'] as const;
/** A photo with this many reports goes back to moderation (hidden from everyone until approved again). */
export const UGC_REPORTS_TO_HIDE = 3;
export const UGC_CAPTION_MAX = 300;
export const UGC_SCREEN_NAME_MAX = 40;
/** The largest photo taken (decoded bytes); the browser scales a larger one down before sending it. */
export const UGC_UPLOAD_MAX_BYTES = 3 * 1024 * 1024;
/** The largest upload body the API reads: a 5 MB photo is refused (API413) while it streams in, one just over UGC_UPLOAD_MAX_BYTES with UGC413. */
export const UGC_UPLOAD_BODY_MAX_BYTES = 6 * 1024 * 1024;
/** Photos one stash (one submission) may hold. */
export const UGC_STASH_MAX_MEDIA = 5;
/** Uploads and reports one client may send per window (the identity throttle's window). */
export const UGC_UPLOADS_PER_WINDOW = 10;
export const UGC_REPORTS_PER_WINDOW = 20;
export const UGC_PAGE_MAX = 50;

export type UgcReportReason = (typeof UGC_REPORT_REASONS)[number];
