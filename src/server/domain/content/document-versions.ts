import type { CanvasMode } from '../../../../schemas/content/canvas-addresses';

/** The version columns of a content document row. */
export interface DocumentVersions {
  readonly published: unknown;
  readonly publishedAt: Date | null;
  readonly scheduled: unknown;
  readonly publishAt: Date | null;
  readonly draft: unknown;
}

export interface ServeMoment {
  readonly mode: CanvasMode;
  /** Now (publish) or the editor's previewDateTime (preview). */
  readonly at: Date;
  /** Preview with a previewDateTime shows what will be live then, not the draft. */
  readonly timeTravel: boolean;
}

const present = (body: unknown): boolean => typeof body === 'object' && body !== null;

/** What shoppers see at a moment: the scheduled version once its publishAt has passed, else the published one. */
export function liveBody(row: DocumentVersions, at: Date): unknown {
  if (present(row.scheduled) && row.publishAt && row.publishAt.getTime() <= at.getTime()) return row.scheduled;
  if (present(row.published) && (!row.publishedAt || row.publishedAt.getTime() <= at.getTime())) return row.published;
  return undefined;
}

/**
 * The body a request is served: publish → live now; preview → the draft, else the newest
 * published (scheduled first); preview at a previewDateTime → what will be live at that moment.
 */
export function bodyFor(row: DocumentVersions, moment: ServeMoment): unknown {
  if (moment.mode === 'publish' || moment.timeTravel) return liveBody(row, moment.at);
  for (const body of [row.draft, row.scheduled, row.published]) if (present(body)) return body;
  return undefined;
}

/** When the live version of a document changes next (a scheduled publish), if ever. */
export function nextChange(row: DocumentVersions, now: Date): Date | undefined {
  return present(row.scheduled) && row.publishAt && row.publishAt.getTime() > now.getTime() ? row.publishAt : undefined;
}
