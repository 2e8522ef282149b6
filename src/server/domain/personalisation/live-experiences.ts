import type { ExperienceData } from '../../../../schemas/content/blocks/experience';
import { onContentChange } from '../../../shared/cache/content-changes';
import type { ResolvedNode } from '../../../shared/content/resolved';
import type { Database } from '../../db/client';
import { liveCanvasesWith } from '../content/live-canvases';

export const EXPERIENCE_BLOCK_TYPE = 'experience';
/** A version scheduled to go live announces itself; this bounds what a missed announcement costs. */
const CACHE_MS = 60_000;

export interface LiveExperience {
  readonly experienceId: string;
  readonly trackingEvent?: string | undefined;
  readonly variants: ReadonlyArray<{ readonly variantId: string; readonly name: string; readonly weight?: number | undefined }>;
}

function collect(nodes: readonly ResolvedNode[], into: Map<string, LiveExperience>): void {
  for (const node of nodes) {
    if (node.kind !== 'block') continue;
    if (node.type === EXPERIENCE_BLOCK_TYPE) {
      const data = node.data as ExperienceData;
      // One experiment per experienceId: its first live block defines it (translations share it).
      if (!into.has(data.experienceId)) {
        into.set(data.experienceId, {
          experienceId: data.experienceId,
          trackingEvent: data.trackingEvent,
          variants: data.variants.map(({ variantId, name, weight }) => ({ variantId, name, weight })),
        });
      }
    }
    for (const children of Object.values(node.children)) collect(children, into);
  }
}

/**
 * The experiments shoppers of a site can meet now: experience blocks in any published document
 * (pages, fragments, pop-ups, nested in sections), as the registry validates them (an invalid block
 * is no experiment; a version 1 block is migrated). Drafts do not count. The request's locale is
 * read first, so its block defines an experiment that translations share.
 */
async function readLiveExperiences(db: Database, siteId: string, locale: string, now: Date): Promise<LiveExperience[]> {
  const found = new Map<string, LiveExperience>();
  for (const blocks of await liveCanvasesWith(db, siteId, EXPERIENCE_BLOCK_TYPE, locale, now)) collect(blocks, found);
  return [...found.values()];
}

const caches = new WeakMap<Database, Map<string, { at: number; value: Promise<LiveExperience[]> }>>();

/** readLiveExperiences, kept per process until content of the site changes (or a minute passes). */
export function liveExperiences(db: Database, siteId: string, locale: string, now = new Date()): Promise<LiveExperience[]> {
  let cache = caches.get(db);
  if (!cache) {
    const created = new Map<string, { at: number; value: Promise<LiveExperience[]> }>();
    cache = created;
    caches.set(db, created);
    onContentChange((changed) => {
      for (const key of [...created.keys()]) if (changed === undefined || key.startsWith(`${changed} `)) created.delete(key);
    });
  }
  const key = `${siteId} ${locale}`;
  const hit = cache.get(key);
  if (hit && now.getTime() - hit.at < CACHE_MS) return hit.value;
  const value = readLiveExperiences(db, siteId, locale, now);
  cache.set(key, { at: now.getTime(), value });
  value.catch(() => cache.delete(key));
  return value;
}
