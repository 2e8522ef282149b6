import { locationTarget, type LocationSuggestion } from '../../src/lib/location/location-suggestion';
import { rememberLocationAnswered } from '../../src/lib/location/location-memory';
import { $dialogs, openDialog } from '../../src/stores/dialogs';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';
import { LOCALES, localeCodeOf } from '../../src/shared/i18n/sites';
import { loadLocationMessages } from '../../src/shared/i18n/messages/location/load';
import type { ApiTarget } from '../shared/api-target';

/** The page's hreflang alternates (product pages name one per locale). */
function alternates(): Map<string, string> {
  const found = new Map<string, string>();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) found.set(link.hreflang, link.href);
  return found;
}

function dialogClosed(): Promise<void> {
  return new Promise((resolve) => {
    const stop = $dialogs.listen((open) => {
      if (open?.name === 'location-confirmation') return;
      stop();
      resolve();
    });
  });
}

/**
 * Opens the location confirmation dialog: one link per locale of the visitor's country (the
 * page's own alternate when it has one, else that locale's home) and "stay". Resolves once closed.
 */
export async function askLocation(target: ApiTarget, siteName: string, suggestion: LocationSuggestion): Promise<void> {
  const locale = localeCodeOf(target.locale);
  const messages = await loadLocationMessages(locale);
  const fill = (template: string, params: Record<string, string>) => fillPlaceholders(template, params, LOCALES[locale].tag);
  const here = new URL(window.location.href);
  const found = alternates();
  const several = suggestion.locales.length > 1;
  const choices = suggestion.locales.map((entry) => ({
    href: locationTarget(entry.locale, here, found),
    lang: entry.locale,
    label: fill(several ? messages.goToLanguage : messages.goTo, { site: siteName, country: suggestion.countryName, language: entry.name }),
  }));
  const closed = dialogClosed();
  await openDialog('location-confirmation', {
    title: fill(messages.title, { country: suggestion.countryName }),
    text: fill(messages.text, { site: siteName, current: suggestion.currentName }),
    stayLabel: fill(messages.stay, { site: siteName, current: suggestion.currentName }),
    choices,
    onAnswer: () => rememberLocationAnswered(target.siteId),
  }, { returnFocusTo: null });
  await closed;
}
