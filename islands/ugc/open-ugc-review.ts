import type { UgcMedia } from '../../schemas/commerce/ugc';
import { openDialog } from '../../src/stores/dialogs';
import type { ApiTarget } from '../shared/api-target';

export interface UgcReviewRequest {
  /** The widget's photos: the dialog steps through them. */
  readonly media: readonly UgcMedia[];
  readonly index: number;
  /** The widget's title, until the dialog names the photo's author. */
  readonly title: string;
  readonly opener: HTMLElement;
  /** On a product page: the product a shared photo is about by default. */
  readonly productId?: string | undefined;
}

/** Opens the "review user-generated content" dialog (spec §2) on one photo of a widget; focus goes back to the photo. */
export async function openUgcReview(target: ApiTarget, request: UgcReviewRequest): Promise<void> {
  await openDialog('review-ugc', { target, media: request.media, index: request.index, title: request.title, productId: request.productId }, { returnFocusTo: request.opener });
}
