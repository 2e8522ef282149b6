import { requestSignIn } from '../../stores/sign-in-request';

/**
 * Asks the header's account link for the enrollment flow. Loaded by page-chrome.ts with import()
 * only, on a join link or a campaign link: the script of every page carries no store until then
 * (importing the store there cost every page about 1.2 KB gzip).
 */
export function requestEnrollment(source: string | null): void {
  requestSignIn({ reason: 'enroll', source });
}
