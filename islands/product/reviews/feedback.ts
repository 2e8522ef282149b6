/**
 * What this browser already told the shop about reviews and answers (votes, reports), so the
 * state shows on the next visit. The API is the authority: it counts one vote per shopper and
 * answers REV409/QNA409 to a second one, which is stored here too.
 */
export type Feedback = 'helpful' | 'unhelpful' | 'flagged' | 'voted';
export const FEEDBACK_STORAGE_KEY = 'storefront:review-feedback';
const MAX_ENTRIES = 500;

type FeedbackMap = Record<string, Feedback[]>;

function readAll(): FeedbackMap {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FEEDBACK_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FeedbackMap) : {};
  } catch {
    return {};
  }
}

export function feedbackFor(id: string): readonly Feedback[] {
  const entry = readAll()[id];
  return Array.isArray(entry) ? entry : [];
}

export function rememberFeedback(id: string, feedback: Feedback): void {
  const all = readAll();
  all[id] = [...new Set([...(all[id] ?? []), feedback])];
  const ids = Object.keys(all);
  for (const old of ids.slice(0, Math.max(0, ids.length - MAX_ENTRIES))) delete all[old];
  try {
    localStorage.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage disabled: the API still refuses a second vote.
  }
}

/** A vote given (helpful either way) or known to be given already. */
export const hasVoted = (entries: readonly Feedback[]) => entries.some((entry) => entry === 'helpful' || entry === 'unhelpful' || entry === 'voted');
