import { getStores } from '@lib/api/consumer';
import { associateText } from '@shared/i18n/messages/associate';
import { LOCALES } from '@shared/i18n/sites';
import { definePageKind } from './page-kind';

export interface AssociateStore {
  readonly storeId: string;
  readonly name: string;
}

export interface AssociateLoginData {
  /** The brand's stores in the locale's country, for the sign-in form's store choice; empty when the call failed. */
  readonly stores: readonly AssociateStore[];
}

/**
 * /{locale}/associate-login (spec §2, §6): an in-store associate signs in with employee id,
 * password and store, then looks up the customer to sell for. Where the associate returns after
 * logging out or when the associate token runs out. Personal, never cached or indexed.
 */
export const associateLoginKind = definePageKind<AssociateLoginData>({
  name: 'associate-login',
  // Staff at a till, not shoppers: an offer to join covered the sign-in form on phones.
  withoutPopups: true,
  async load(page) {
    const stores = await getStores(page.api, LOCALES[page.request.locale].country)
      .then((answer) => answer.stores.map((store) => ({ storeId: store.storeId, name: store.name })))
      .catch(() => []);
    return { outcome: 'page', data: { stores } };
  },
  meta: (_data, ctx) => ({ title: associateText(ctx.locale, 'pageTitle'), robots: 'noindex,nofollow', cacheControl: 'no-store' }),
  view: () => import('../views/AssociateLoginView.astro'),
});
