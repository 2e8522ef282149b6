import type { FavoritesMessages } from '../../src/shared/i18n/messages/favorites';
import type { MessageLanguage } from '../../src/shared/i18n/messages';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import type { ApiTarget } from '../shared/api-target';

/** What the favorites page gives its island (src/views/favorites/FavoritesView.astro). */
export interface FavoritesPageProps {
  readonly target: ApiTarget & { readonly locale: LocaleCode };
  readonly language: MessageLanguage;
  readonly texts: FavoritesMessages;
  /** How many entries show before "Show more" (configuration, src/page-kinds/favorites.ts). */
  readonly pageSize: number;
  /** With the carried query applied: where "continue shopping" goes, and sign-in back to this page. */
  readonly links: { readonly shop: string; readonly signIn: string };
}
