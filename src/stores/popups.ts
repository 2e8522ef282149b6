/**
 * Dismissed pop-ups, remembered across visits (spec §9). Plain localStorage helpers with no
 * dependencies, so the pop-up script stays a few hundred bytes.
 */
export const DISMISSED_POPUPS_KEY = 'storefront:popups-dismissed';

export function readDismissedPopups(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_POPUPS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isPopupDismissed(popupId: string): boolean {
  return readDismissedPopups().includes(popupId);
}

export function dismissPopup(popupId: string): void {
  const dismissed = readDismissedPopups();
  if (dismissed.includes(popupId)) return;
  try {
    localStorage.setItem(DISMISSED_POPUPS_KEY, JSON.stringify([...dismissed, popupId]));
  } catch {
    // Storage disabled: dismissed for this page only.
  }
}

/** Set for the rest of the visit (the tab's session) once a pop-up was closed: one pop-up per visit. */
const CLOSED_THIS_VISIT_KEY = 'storefront:popup-closed-this-visit';

export function closedPopupThisVisit(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_THIS_VISIT_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberPopupClosedThisVisit(): void {
  try {
    sessionStorage.setItem(CLOSED_THIS_VISIT_KEY, '1');
  } catch {
    // Storage disabled: the dismissal itself is still remembered for this page.
  }
}
