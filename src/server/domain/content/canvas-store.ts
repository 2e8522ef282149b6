import { and, eq, inArray } from 'drizzle-orm';
import type { Canvas } from '@schemas/content/canvas';
import type { Database } from '../../db/client';
import { contentDocuments, type ContentDocumentRow } from '../../db/schema/content';
import { bodyFor, nextChange, type ServeMoment } from './document-versions';

export interface CanvasAddress {
  readonly siteId: string;
  readonly locale: string;
  readonly docType: string;
  readonly key: string;
  /** Tried when no document exists at `key` (e.g. the site's default category canvas). */
  readonly fallbackKey?: string;
}

export type FoundCanvas =
  | { kind: 'canvas'; canvas: Canvas; row: ContentDocumentRow; changesAt: Date | undefined }
  | { kind: 'excluded'; changesAt: Date | undefined };

export const documentId = (row: Pick<ContentDocumentRow, 'siteId' | 'locale' | 'docType' | 'key'>): string =>
  `${row.siteId}:${row.locale}:${row.docType}:${row.key}`;

/** The canvas envelope of a row's body: id, siteId, locale, docType and updatedAt come from the row. */
export function toCanvas(row: ContentDocumentRow, body: object): Canvas {
  return {
    ...(body as Omit<Canvas, 'id' | 'siteId' | 'locale' | 'docType'>),
    id: documentId(row),
    siteId: row.siteId,
    locale: row.locale,
    docType: row.docType,
    name: (body as { name?: string }).name ?? row.name,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Reads the canvas at an address (or its fallback) for a moment; undefined when none is served.
 * A document flagged excluded is reported as such (the route answers 204).
 */
export async function findCanvas(db: Database, address: CanvasAddress, moment: ServeMoment): Promise<FoundCanvas | undefined> {
  const keys = address.fallbackKey && address.fallbackKey !== address.key ? [address.key, address.fallbackKey] : [address.key];
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.siteId, address.siteId),
        eq(contentDocuments.locale, address.locale),
        eq(contentDocuments.docType, address.docType),
        inArray(contentDocuments.key, keys),
      ),
    );
  for (const key of keys) {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) continue;
    const changesAt = nextChange(row, moment.at);
    if (row.excluded) return { kind: 'excluded', changesAt };
    const body = bodyFor(row, moment);
    if (!body || typeof body !== 'object') continue;
    return { kind: 'canvas', canvas: toCanvas(row, body), row, changesAt };
  }
  return undefined;
}

/** Fragment ids (of a site and locale) that are not served at a moment: missing, unpublished or excluded. */
export async function unavailableFragments(db: Database, where: { siteId: string; locale: string }, ids: readonly string[], moment: ServeMoment): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.siteId, where.siteId),
        eq(contentDocuments.locale, where.locale),
        eq(contentDocuments.docType, 'fragment'),
        inArray(contentDocuments.key, [...ids]),
      ),
    );
  return ids.filter((id) => {
    const row = rows.find((candidate) => candidate.key === id);
    return !row || row.excluded || !bodyFor(row, moment);
  });
}
