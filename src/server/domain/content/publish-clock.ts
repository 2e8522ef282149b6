import { and, gt, isNotNull, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentDocuments } from '../../db/schema/content';
import { contentChanged } from './content-events';

/** setTimeout's longest delay; a later publish is re-armed when this one fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** Fire a little after the moment, so the database agrees the version is live. */
const AFTER_MS = 25;

/**
 * Wakes at the next scheduled publish and announces the change (as an editor's publish does),
 * so cached pages and API answers of that site are dropped the moment the new version goes
 * live instead of up to a cache lifetime later. Re-armed after every write and after it fires.
 */
export class PublishClock {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Scheduled versions at or before this moment have been announced. */
  private announcedUpTo: Date;

  constructor(
    private readonly db: Database,
    private readonly announce: (siteId: string) => Promise<void> = (siteId) => contentChanged(db, siteId),
    now = new Date(),
  ) {
    this.announcedUpTo = now;
  }

  /** Sets the timer for the earliest scheduled publish still to come (none: no timer). */
  async arm(now = new Date()): Promise<void> {
    const [next] = await this.db
      .select({ at: min(contentDocuments.publishAt) })
      .from(contentDocuments)
      .where(and(isNotNull(contentDocuments.scheduled), gt(contentDocuments.publishAt, now)));
    this.stop();
    const at = next?.at ? new Date(next.at) : undefined;
    if (!at) return;
    const delay = Math.min(Math.max(0, at.getTime() - Date.now()) + AFTER_MS, LONGEST_TIMER_MS);
    this.timer = setTimeout(() => void this.fire(), delay);
    this.timer.unref?.();
  }

  /** Announces every site whose scheduled version went live since the last announcement, then re-arms. */
  async fire(now = new Date()): Promise<void> {
    try {
      const due = await this.db
        .selectDistinct({ siteId: contentDocuments.siteId })
        .from(contentDocuments)
        .where(and(isNotNull(contentDocuments.scheduled), gt(contentDocuments.publishAt, this.announcedUpTo), lte(contentDocuments.publishAt, now)));
      this.announcedUpTo = now;
      for (const { siteId } of due) await this.announce(siteId);
      await this.arm(now);
    } catch (error) {
      // A closed database (shutdown) or a passing failure: the cache lifetimes still apply.
      console.warn('[content] scheduled publish clock stopped:', error instanceof Error ? error.message : error);
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

const clocks = new WeakMap<object, PublishClock>();

/** The clock of a database handle, started (armed) on first use. */
export function publishClockFor(db: Database): PublishClock {
  let clock = clocks.get(db);
  if (!clock) {
    clock = new PublishClock(db);
    clocks.set(db, clock);
    void clock.arm().catch((error: unknown) => console.warn('[content] scheduled publish clock did not start:', error));
  }
  return clock;
}
