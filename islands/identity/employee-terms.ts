import { atom } from 'nanostores';
import { $dialogs } from '../../src/stores/dialogs';

/**
 * Whether the signed-in employee accepted the employee discount terms (spec §6), as the profile
 * says (isEmployeeDiscountTCAccepted); null until known. The terms dialog sets it on acceptance
 * and the discount banner follows it.
 */
export const $employeeTermsAccepted = atom<boolean | null>(null);

const DISMISSED_KEY = 'storefront:employee-terms-dismissed';

/** 'Not now' is remembered for the browser tab's session: the dialog asks again in a new one. */
export function dismissEmployeeTerms(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Without storage the dialog asks again on the next page.
  }
}

export function employeeTermsDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * However the terms dialog on screen closes without acceptance (Escape, the close button, the
 * backdrop, another dialog replacing it), it counts as 'Not now', recorded the moment it closes:
 * also when it closes before its body has loaded, or the page is left during the closing transition.
 */
export function countCloseAsNotNow(): void {
  const stop = $dialogs.listen((open) => {
    if (open?.name === 'employee-terms') return;
    stop();
    if ($employeeTermsAccepted.get() !== true) dismissEmployeeTerms();
  });
}
