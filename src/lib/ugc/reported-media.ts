/** Photos this browser reported: hidden from it at once (others see them until moderation decides). */
import { UGC_REPORTED_KEY as KEY } from '../../stores/storage-keys';

const KEEP = 200;

export function reportedUgcMedia(): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberReportedUgcMedia(mediaId: string): void {
  try {
    const ids = [...reportedUgcMedia(), mediaId].slice(-KEEP);
    localStorage.setItem(KEY, JSON.stringify([...new Set(ids)]));
  } catch {
    // Storage may be full or off: the report was sent anyway.
  }
}
