import type { SegmentCondition } from '../../schemas/content/blocks/segmentation';
import { inAudience } from '../../src/shared/personalisation/segments';
import { readShopperState } from './shopper-state';

const conditions = (list: string | undefined) => (list ? (list.split(' ') as SegmentCondition[]) : []);

/**
 * Whether a pop-up's audience (data-show-to, data-hide-from: segment ids) takes the shopper the
 * browser knows. Loaded by the pop-up script only for a visitor with a stored session or cart.
 */
export function popupTakesShopper(popup: HTMLElement): boolean {
  return inAudience({ showTo: conditions(popup.dataset.showTo), hideFrom: conditions(popup.dataset.hideFrom) }, readShopperState());
}
