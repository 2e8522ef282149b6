import { and, eq, inArray } from 'drizzle-orm';
import type { Canvas } from '@schemas/content/canvas';
import type { CanvasMode } from '../../lib/content/canvas-addresses';
import type { Database } from '../db/client';
import { contentDocuments, type ContentDocumentRow } from '../db/schema/content';

export interface CanvasAddress {
  readonly siteId: string;
  readonly locale: string;
  readonly docType: string;
  readonly key: string;
  /** Tried when no document exists at `key` (e.g. the site's default category canvas). */
  readonly fallbackKey?: string;
}

/** The body a mode serves: published, or in preview the draft (falling back to published). */
function bodyFor(row: ContentDocumentRow, mode: CanvasMode): unknown {
  return mode === 'preview' ? (row.draft ?? row.published) : row.published;
}

/**
 * Reads the canvas at an address (or its fallback) for a mode; undefined when none is served.
 * Envelope fields (id, siteId, locale, docType, updatedAt) come from the row, not the body.
 */
export async function findCanvas(db: Database, address: CanvasAddress, mode: CanvasMode): Promise<Canvas | undefined> {
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
    const body = row && bodyFor(row, mode);
    if (!row || !body || typeof body !== 'object') continue;
    return {
      ...(body as Omit<Canvas, 'id' | 'siteId' | 'locale' | 'docType'>),
      id: `${row.siteId}:${row.locale}:${row.docType}:${row.key}`,
      siteId: row.siteId,
      locale: row.locale,
      docType: row.docType,
      name: (body as { name?: string }).name ?? row.name,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  return undefined;
}
