import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import { getAddressRules, getCountryList } from '@lib/api/consumer';
import { getFootSizes } from '@lib/api/fapi';
import { ACCOUNT_AREA_MESSAGES } from '@shared/i18n/messages/account-area';
import { messagesFor } from '@shared/i18n/messages/language';
import { LOCALES, type LocaleCode } from '@shared/i18n/sites';
import type { AddressRuleOverrides } from '@shared/validation/forms/address';
import { DEFAULT_COUNTRY_LIST, type CountryListEntry } from '@shared/validation/phone/countries';
import { definePageKind, emptyCanvas } from './page-kind';

/** Shoe sizes in the system the shopper's country uses (US and Canada: US, Britain: UK, else EU). */
export interface ShoeSizeChoice {
  readonly system: 'US' | 'UK' | 'EU';
  readonly sizes: readonly string[];
}

/**
 * What the /account page knows before the shopper's own data arrives in the browser: public
 * reference data only (the page is personal, so personal data is read by the islands with the
 * session cookie, never rendered here). The optional 'account' content section goes on top.
 */
export interface AccountAreaData {
  readonly countries: readonly CountryListEntry[];
  /** Server address rules of the locale's country; others are asked for when chosen. */
  readonly addressRules: Readonly<Record<string, AddressRuleOverrides>>;
  readonly shoeSizes: ShoeSizeChoice;
}

/**
 * Gender values the profile offers, per locale; a locale left out does not ask (spec: "gender
 * where configured"). Configuration, not spec: all seeded locales ask, the answer is optional.
 */
export const PROFILE_GENDERS: Readonly<Partial<Record<LocaleCode, readonly string[]>>> = {
  'en-us': ['F', 'M', 'X'], 'en-ca': ['F', 'M', 'X'], 'fr-ca': ['F', 'M', 'X'], 'en-gb': ['F', 'M', 'X'],
  'fr-fr': ['F', 'M', 'X'], 'de-de': ['F', 'M', 'X'], 'it-it': ['F', 'M', 'X'],
};

export function shoeSizeSystem(locale: LocaleCode): ShoeSizeChoice['system'] {
  const { country } = LOCALES[locale];
  return country === 'US' || country === 'CA' ? 'US' : country === 'GB' ? 'UK' : 'EU';
}

/** The account area: /{locale}/account (its sub-paths arrive with their features). */
export const accountAreaKind = definePageKind<{ canvas: Canvas; area: AccountAreaData }>({
  name: 'account-area',
  async load(page) {
    if (page.match.rest !== 'account') return { outcome: 'not-found' };
    const { request, api } = page;
    const country = LOCALES[request.locale].country;
    const [canvas, countries, rules, foot] = await Promise.all([
      findCanvas(api, { mode: page.mode, path: `account/${request.siteId}`, access: page.previewAccess }),
      getCountryList(api).then((list) => list.countries).catch(() => DEFAULT_COUNTRY_LIST),
      getAddressRules(api, country).then((answer) => answer.fields as AddressRuleOverrides).catch(() => ({})),
      getFootSizes(api),
    ]);
    const system = shoeSizeSystem(request.locale);
    const key = system === 'US' ? 'us' : system === 'UK' ? 'uk' : 'eu';
    return {
      outcome: 'page',
      data: {
        canvas: canvas ?? emptyCanvas(page, 'account', 'account'),
        area: { countries, addressRules: { [country]: rules }, shoeSizes: { system, sizes: foot.sizes.map((size) => size[key]) } },
      },
    };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: (_data, ctx) => ({
    title: messagesFor(ACCOUNT_AREA_MESSAGES, ctx.locale).areaTitle,
    robots: 'noindex,nofollow',
    cacheControl: 'no-store',
  }),
  view: () => import('../views/account-area/AccountAreaView.astro'),
});
