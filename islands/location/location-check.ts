import { getLocationSelector } from '../../src/lib/api/fapi';
import { locationSuggestion, locationTarget } from '../../src/lib/location/location-suggestion';
import { rememberLocationAnswered, rememberLocationChecked } from '../../src/lib/location/location-memory';
import { $dialogs, openDialog } from '../../src/stores/dialogs';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';
import { messageLanguageOf } from '../../src/shared/i18n/messages/language';
import { loadLocationMessages } from '../../src/shared/i18n/messages/location/load';
import { browserApi } from '../shared/browser-api';
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
 * The location confirmation (spec §2): asks the API where the visitor is (the edge's geo header)
 * and, when it is another country the brand sells in, offers that country's site in a dialog.
 * Whatever the visitor answers (a link, "stay", Escape) is remembered for the brand. Resolves when
 * the dialog is gone or there was nothing to ask; a failed call asks nothing.
 */
export async function runLocationCheck(target: ApiTarget, siteName: string): Promise<void> {
  let answer;
  try {
    answer = await getLocationSelector(browserApi(target));
  } catch {
    return;
  }
  const suggestion = locationSuggestion(answer, target.locale);
  if (!suggestion) {
    if (answer.detectedCountry) rememberLocationAnswered(target.siteId);
    else rememberLocationChecked(target.siteId);
    return;
  }
  const language = messageLanguageOf(target.locale);
  const messages = await loadLocationMessages(language);
  const here = new URL(window.location.href);
  const found = alternates();
  const several = suggestion.locales.length > 1;
  const choices = suggestion.locales.map((entry) => ({
    href: locationTarget(entry.locale, here, found),
    lang: entry.locale,
    label: fillPlaceholders(several ? messages.goToLanguage : messages.goTo, { site: siteName, country: suggestion.countryName, language: entry.name }, language),
  }));
  const closed = dialogClosed();
  await openDialog('location-confirmation', {
    title: fillPlaceholders(messages.title, { country: suggestion.countryName }, language),
    text: fillPlaceholders(messages.text, { site: siteName, current: suggestion.currentName }, language),
    stayLabel: fillPlaceholders(messages.stay, { site: siteName, current: suggestion.currentName }, language),
    choices,
    onAnswer: () => rememberLocationAnswered(target.siteId),
  }, { returnFocusTo: null });
  await closed;
  rememberLocationAnswered(target.siteId);
}
