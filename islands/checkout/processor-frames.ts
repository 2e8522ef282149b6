import { PROCESSOR_FRAME_QUERY } from '../../schemas/commerce/payments';

/**
 * The address of one of the card processor's framed pages (hosted fields, 3-D Secure challenge) in the
 * shopper's language. `address` may be relative: it is resolved against `pageUrl`, the storefront page.
 */
export function processorFrameUrl(address: string, pageUrl: string, locale: string): URL {
  const url = new URL(address, pageUrl);
  url.searchParams.set(PROCESSOR_FRAME_QUERY.locale, locale);
  return url;
}
