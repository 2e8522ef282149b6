import { z } from 'zod';
import { imageSchema, targetSchema } from './common';
import { SEGMENT_CONDITIONS } from './segmentation';
import { PAGE_CLASSES } from '../page-classes';

/** A path pattern after the locale (`/loyalty`, `/c/*`): `*` stands for any characters, `/` included. */
const pathPatternSchema = z.string().regex(/^\/[A-Za-z0-9\-_/.*]*$/, 'Use a path after the locale, such as /loyalty or /c/*.').max(200);

/** Who sees the pop-up, by the segments of spec §4 (evaluated in the browser). */
export const popupAudienceSchema = z.object({
  /** Shown only when one of these holds; empty: to everyone. */
  showTo: z.array(z.enum(SEGMENT_CONDITIONS)).max(13).default([]),
  /** Never shown when one of these holds or may hold (not known yet). */
  hideFrom: z.array(z.enum(SEGMENT_CONDITIONS)).max(13).default([]),
});

/** Where the pop-up may show (evaluated on the server, from the page's class and path). */
export const popupPagesSchema = z.object({
  /** Only on pages of these classes; empty: any class (never Checkout or Order confirmation). */
  pageClasses: z.array(z.enum(PAGE_CLASSES)).max(PAGE_CLASSES.length).default([]),
  excludePageClasses: z.array(z.enum(PAGE_CLASSES)).max(PAGE_CLASSES.length).default([]),
  /** Only on paths matching one of these; empty: any path. */
  includePaths: z.array(pathPatternSchema).max(20).default([]),
  excludePaths: z.array(pathPatternSchema).max(20).default([]),
});

/** A content pop-up (spec §3): appears minimized, expands after `delay` ms, to its audience on its pages. */
export const popupSchema = z.object({
  popupId: z.string().regex(/^[a-z0-9-]+$/).min(1),
  /** Milliseconds before it expands; POPUP_DEFAULT_DELAY_MS when absent. */
  delay: z.number().int().nonnegative().max(60_000).optional(),
  logo: imageSchema.optional(),
  minimizedTitle: z.string().min(1),
  maximizedTitle: z.string().min(1),
  /** HTML; sanitised when rendered. */
  disclaimer: z.string().optional(),
  targets: z.array(targetSchema).max(2).default([]),
  closeLabel: z.string().min(1).default('Close'),
  audience: popupAudienceSchema.default({ showTo: [], hideFrom: [] }),
  pages: popupPagesSchema.default({ pageClasses: [], excludePageClasses: [], includePaths: [], excludePaths: [] }),
});

export type PopupData = z.infer<typeof popupSchema>;
export type PopupPages = z.infer<typeof popupPagesSchema>;

/** Version 1 pop-ups had no rules: they showed to everyone on every page (but checkout, by the hard default). */
export function migratePopup(data: Record<string, unknown>, fromVersion: number): Record<string, unknown> {
  if (fromVersion !== 1) return data;
  return { ...data, audience: { showTo: [], hideFrom: [] }, pages: { pageClasses: [], excludePageClasses: [], includePaths: [], excludePaths: [] } };
}
