/**
 * Texts of favorites (spec §2 /favorites, §3 Favorites, §6 lists of employee-connected sessions):
 * the hearts, the favorites page and the shared list, in every seeded language. English is the
 * source; every language has exactly its keys and the same {placeholders} (tests check both).
 * `error_<id>` are the configured messages of the API's errorIds (§8: a known errorId shows its
 * message, any other the server's).
 */
export const en = {
  addToFavorites: 'Add to favorites',
  removeFromFavorites: 'Remove from favorites',
  addNamedToFavorites: 'Add {name} to favorites',
  removeNamedFromFavorites: 'Remove {name} from favorites',
  favoritesTitle: 'Favorites',
  loading: 'Loading your favorites…',
  loadFailed: 'We could not load your favorites. Please try again.',
  retry: 'Try again',
  itemCount: '{count, plural, one {# item} other {# items}}',
  available: 'In stock',
  unavailable: 'Out of stock',
  remove: 'Remove',
  removing: 'Removing…',
  removed: '{name} was removed from your favorites.',
  moveToCart: 'Move to cart',
  showMore: 'Show more',
  emptyTitle: 'No favorites yet',
  emptyText: 'Press the heart on a product to keep it here for later.',
  continueShopping: 'Continue shopping',
  disabledTitle: 'Favorites are not available',
  disabledText: 'An employee is connected to this session in store, so favorites and saved-for-later lists are turned off and shown empty. They come back in your own session.',
  share: 'Share my favorites',
  sharing: 'Creating your link…',
  shareCopied: 'Link copied. Anyone with this link can see your favorites.',
  shareReady: 'Your link is ready. Copy it to share your favorites: anyone with it can see them.',
  shareLinkLabel: 'Link to your shared favorites',
  shareFailed: 'We could not create a link. Please try again.',
  openSharedList: 'Open the shared list',
  sharedTitle: 'Shared favorites',
  sharedIntro: 'A shopper shared this list of favorites with you. It is read-only.',
  sharedEmpty: 'This list is empty for now.',
  viewProduct: 'View product',
  signInHint: 'Sign in to keep your favorites on every device.',
  signIn: 'Sign in',
  // Configured messages of the API's errorIds (spec §8: any other id shows the server's message)
  error_LST403: 'Favorites are not available while an employee is connected to this session.',
  error_LST404: 'Your favorites list was not found. Please reload the page.',
  error_PRD404: 'This product is no longer available.',
  error_GEN500: 'We could not update your favorites. Please try again.',
};

export type FavoritesKey = keyof typeof en;
export type FavoritesMessages = Record<FavoritesKey, string>;
