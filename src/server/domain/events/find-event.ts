import type { EventSignUpData } from '../../../../schemas/content/blocks/event-sign-up';
import type { ResolvedNode } from '../../../shared/content/resolved';
import type { Database } from '../../db/client';
import { liveCanvasesWith } from '../content/live-canvases';

export const EVENT_BLOCK_TYPE = 'event-sign-up';

function findIn(nodes: readonly ResolvedNode[], eventId: string): EventSignUpData | undefined {
  for (const node of nodes) {
    if (node.kind !== 'block') continue;
    if (node.type === EVENT_BLOCK_TYPE && node.data.eventId === eventId) return node.data as EventSignUpData;
    for (const children of Object.values(node.children)) {
      const found = findIn(children, eventId);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The event an eventId names: an event-sign-up block that shoppers of this site can see now,
 * in any document (pages, fragments, nested in sections), as the registry validates it (an
 * invalid block is no event). Drafts and scheduled versions not yet live do not count, so an
 * editor's unpublished event takes no registrations. The request's locale is looked at first:
 * translations of one event share its eventId and dates.
 */
export async function findPublishedEvent(db: Database, siteId: string, eventId: string, locale: string, now = new Date()): Promise<EventSignUpData | undefined> {
  for (const blocks of await liveCanvasesWith(db, siteId, EVENT_BLOCK_TYPE, locale, now)) {
    const found = findIn(blocks, eventId);
    if (found) return found;
  }
  return undefined;
}
