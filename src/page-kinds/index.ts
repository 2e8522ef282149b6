import type { RouteName } from '@shared/routing/routes';
import { accountAreaKind } from './account-area';
import { accountFormKind } from './account-form';
import { articleKind } from './article';
import { associateLoginKind } from './associate-login';
import { cartKind } from './cart';
import { categoryKind } from './category';
import { checkoutKind } from './checkout';
import { contactUsKind } from './contact-us';
import { favoritesKind } from './favorites';
import { sharedFavoritesKind } from './favorites-shared';
import { genericKind } from './generic';
import { homeKind } from './home';
import { orderConfirmationKind } from './order-confirmation';
import type { PageKind } from './page-kind';
import { productKind } from './product';
import { searchKind } from './search';
import { searchHubKind } from './search-hub';
import { showcaseKind } from './showcase';
import { experimentReportKind } from './experiment-report';

/**
 * The page kind of every §2 route the storefront serves, one line each. A route that is matched
 * but has no kind here (yet) answers the 404 page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PAGE_KINDS: Readonly<Partial<Record<RouteName, PageKind<any, any>>>> = {
  home: homeKind,
  category: categoryKind,
  product: productKind,
  search: searchKind,
  searchhub: searchHubKind,
  generic: genericKind,
  article: articleKind,
  showcase: showcaseKind,
  'experiment-report': experimentReportKind,
  'contact-us': contactUsKind,
  account: accountAreaKind,
  cart: cartKind,
  checkout: checkoutKind,
  'order-confirmation': orderConfirmationKind,
  'sign-in': accountFormKind,
  'sign-up': accountFormKind,
  'employee-sign-in': accountFormKind,
  'forgot-password': accountFormKind,
  'dev-outbox': accountFormKind,
  'associate-login': associateLoginKind,
  favorites: favoritesKind,
  'shared-favorites': sharedFavoritesKind,
};
