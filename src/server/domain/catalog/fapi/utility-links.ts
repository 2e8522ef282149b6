import { UTILITY_LINK_IDS, type UtilityLinks } from '@schemas/commerce/fapi';
import { utilityText } from '../../../../shared/i18n/messages/utility';
import type { LocaleCode } from '../../../../shared/i18n/sites';
import { favoritesPath, IDENTITY_PATHS } from '../../../../shared/routing/routes';

const PATHS: Record<(typeof UTILITY_LINK_IDS)[number], (locale: LocaleCode) => string> = {
  help: (locale) => `/${locale}/${IDENTITY_PATHS.contactUs}`,
  returns: (locale) => `/${locale}/help/returns/how-to-return`,
  account: (locale) => `/${locale}/${IDENTITY_PATHS.account}`,
  favorites: (locale) => favoritesPath(locale),
  loyalty: (locale) => `/${locale}/${IDENTITY_PATHS.loyalty}`,
};

/** The utility links of a locale (spec §7 /fapi/components/utility), named in its language. */
export function utilityLinks(locale: LocaleCode): UtilityLinks {
  return { links: UTILITY_LINK_IDS.map((id) => ({ id, label: utilityText(locale, id), url: PATHS[id](locale) })) };
}
