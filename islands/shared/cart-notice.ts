import { loadCartMessages } from '../../src/shared/i18n/messages/cart/load';
import { localeCodeOf } from '../../src/shared/i18n/sites';
import { takeCartNotice } from '../../src/stores/cart-notice';
import { showToast } from '../../src/stores/toasts';
import type { ApiTarget } from './api-target';

/**
 * The §4 merge notice of a sign-in as a toast (cartItemsMerged, or the out-of-stock notice it
 * replaces when nothing could come over), in the page language. The sign-in dialogs show it at
 * once; after the sign-in page's redirect, the header's account link does on the next page.
 * Loaded with import() only.
 */
export async function showCartNotice(target: ApiTarget): Promise<void> {
  const notice = takeCartNotice();
  if (!notice) return;
  const texts = await loadCartMessages(localeCodeOf(target.locale));
  showToast({ title: texts[notice], kind: notice === 'cartItemsMerged' ? 'info' : 'error' });
}
