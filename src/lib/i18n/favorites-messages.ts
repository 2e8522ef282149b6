import type { MessageLanguage } from '../../shared/i18n/messages';
import { fillPlaceholders, type MessageParams } from '../../shared/i18n/placeholders';
import { isLocaleCode, LOCALES } from '../../shared/i18n/sites';
import { typeset } from '../../shared/i18n/typography';

/**
 * Texts of favorites (spec §2 /favorites, §3 Favorites, §6 lists of employee-connected sessions):
 * the hearts, the favorites page and the shared list, in every seeded language. English is the
 * source; every language has exactly its keys and the same {placeholders} (tests check both).
 * `errors` are the configured messages of the API's errorIds (§8: a known errorId shows its
 * message, any other the server's).
 */
const en = {
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
  errors: {
    LST403: 'Favorites are not available while an employee is connected to this session.',
    LST404: 'Your favorites list was not found. Please reload the page.',
    PRD404: 'This product is no longer available.',
    GEN500: 'We could not update your favorites. Please try again.',
  },
};

export type FavoritesMessages = typeof en;
export type FavoritesKey = Exclude<keyof FavoritesMessages, 'errors'>;

const fr: FavoritesMessages = typeset('fr', {
  addToFavorites: 'Ajouter aux favoris',
  removeFromFavorites: 'Retirer des favoris',
  addNamedToFavorites: 'Ajouter {name} aux favoris',
  removeNamedFromFavorites: 'Retirer {name} des favoris',
  favoritesTitle: 'Favoris',
  loading: 'Chargement de vos favoris…',
  loadFailed: 'Impossible de charger vos favoris. Veuillez réessayer.',
  retry: 'Réessayer',
  itemCount: '{count, plural, one {# article} other {# articles}}',
  available: 'En stock',
  unavailable: 'En rupture de stock',
  remove: 'Retirer',
  removing: 'Suppression…',
  removed: '{name} a été retiré de vos favoris.',
  moveToCart: 'Ajouter au panier',
  showMore: 'Afficher plus',
  emptyTitle: 'Aucun favori pour le moment',
  emptyText: 'Appuyez sur le cœur d’un produit pour le retrouver ici plus tard.',
  continueShopping: 'Continuer mes achats',
  disabledTitle: 'Les favoris ne sont pas disponibles',
  disabledText: 'Un employé est connecté à cette session en magasin : les favoris et les articles mis de côté sont désactivés et affichés vides. Vous les retrouverez dans votre propre session.',
  share: 'Partager mes favoris',
  sharing: 'Création de votre lien…',
  shareCopied: 'Lien copié. Toute personne disposant de ce lien peut voir vos favoris.',
  shareReady: 'Votre lien est prêt. Copiez-le pour partager vos favoris : toute personne qui l’a peut les voir.',
  shareLinkLabel: 'Lien vers vos favoris partagés',
  shareFailed: 'Impossible de créer un lien. Veuillez réessayer.',
  openSharedList: 'Ouvrir la liste partagée',
  sharedTitle: 'Favoris partagés',
  sharedIntro: 'Quelqu’un a partagé cette liste de favoris avec vous. Elle est en lecture seule.',
  sharedEmpty: 'Cette liste est vide pour le moment.',
  viewProduct: 'Voir le produit',
  signInHint: 'Connectez-vous pour retrouver vos favoris sur tous vos appareils.',
  signIn: 'Se connecter',
  errors: {
    LST403: 'Les favoris ne sont pas disponibles lorsqu’un employé est connecté à cette session.',
    LST404: 'Votre liste de favoris est introuvable. Veuillez recharger la page.',
    PRD404: 'Ce produit n’est plus disponible.',
    GEN500: 'Impossible de mettre à jour vos favoris. Veuillez réessayer.',
  },
});

const de: FavoritesMessages = {
  addToFavorites: 'Zu Favoriten hinzufügen',
  removeFromFavorites: 'Aus Favoriten entfernen',
  addNamedToFavorites: '{name} zu Favoriten hinzufügen',
  removeNamedFromFavorites: '{name} aus Favoriten entfernen',
  favoritesTitle: 'Favoriten',
  loading: 'Ihre Favoriten werden geladen…',
  loadFailed: 'Ihre Favoriten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  itemCount: '{count, plural, one {# Artikel} other {# Artikel}}',
  available: 'Auf Lager',
  unavailable: 'Nicht auf Lager',
  remove: 'Entfernen',
  removing: 'Wird entfernt…',
  removed: '{name} wurde aus Ihren Favoriten entfernt.',
  moveToCart: 'In den Warenkorb',
  showMore: 'Mehr anzeigen',
  emptyTitle: 'Noch keine Favoriten',
  emptyText: 'Tippe bei einem Produkt auf das Herz, um es hier für später zu merken.',
  continueShopping: 'Weiter einkaufen',
  disabledTitle: 'Favoriten sind nicht verfügbar',
  disabledText: 'Ein Mitarbeiter ist im Geschäft mit dieser Sitzung verbunden. Favoriten und „Für später gespeichert“ sind daher deaktiviert und werden leer angezeigt. In Ihrer eigenen Sitzung sind sie wieder da.',
  share: 'Meine Favoriten teilen',
  sharing: 'Ihr Link wird erstellt…',
  shareCopied: 'Link kopiert. Jeder mit diesem Link kann Ihre Favoriten sehen.',
  shareReady: 'Ihr Link ist bereit. Kopieren Sie ihn, um Ihre Favoriten zu teilen: Jeder mit dem Link kann sie sehen.',
  shareLinkLabel: 'Link zu Ihren geteilten Favoriten',
  shareFailed: 'Der Link konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  openSharedList: 'Geteilte Liste öffnen',
  sharedTitle: 'Geteilte Favoriten',
  sharedIntro: 'Jemand hat diese Favoritenliste mit Ihnen geteilt. Sie kann nur angesehen werden.',
  sharedEmpty: 'Diese Liste ist noch leer.',
  viewProduct: 'Produkt ansehen',
  signInHint: 'Melden Sie sich an, um Ihre Favoriten auf allen Geräten zu sehen.',
  signIn: 'Anmelden',
  errors: {
    LST403: 'Favoriten sind nicht verfügbar, solange ein Mitarbeiter mit dieser Sitzung verbunden ist.',
    LST404: 'Ihre Favoritenliste wurde nicht gefunden. Bitte laden Sie die Seite neu.',
    PRD404: 'Dieses Produkt ist nicht mehr verfügbar.',
    GEN500: 'Ihre Favoriten konnten nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
  },
};

const it: FavoritesMessages = {
  addToFavorites: 'Aggiungi ai preferiti',
  removeFromFavorites: 'Rimuovi dai preferiti',
  addNamedToFavorites: 'Aggiungi {name} ai preferiti',
  removeNamedFromFavorites: 'Rimuovi {name} dai preferiti',
  favoritesTitle: 'Preferiti',
  loading: 'Caricamento dei tuoi preferiti…',
  loadFailed: 'Non è stato possibile caricare i tuoi preferiti. Riprova.',
  retry: 'Riprova',
  itemCount: '{count, plural, one {# articolo} other {# articoli}}',
  available: 'Disponibile',
  unavailable: 'Esaurito',
  remove: 'Rimuovi',
  removing: 'Rimozione…',
  removed: '{name} è stato rimosso dai tuoi preferiti.',
  moveToCart: 'Sposta nel carrello',
  showMore: 'Mostra altro',
  emptyTitle: 'Ancora nessun preferito',
  emptyText: 'Tocca il cuore su un prodotto per ritrovarlo qui più tardi.',
  continueShopping: 'Continua lo shopping',
  disabledTitle: 'I preferiti non sono disponibili',
  disabledText: 'Un dipendente è collegato a questa sessione in negozio: i preferiti e gli articoli salvati per dopo sono disattivati e mostrati vuoti. Li ritroverai nella tua sessione.',
  share: 'Condividi i miei preferiti',
  sharing: 'Creazione del link…',
  shareCopied: 'Link copiato. Chiunque abbia questo link può vedere i tuoi preferiti.',
  shareReady: 'Il tuo link è pronto. Copialo per condividere i tuoi preferiti: chiunque lo abbia può vederli.',
  shareLinkLabel: 'Link ai tuoi preferiti condivisi',
  shareFailed: 'Non è stato possibile creare il link. Riprova.',
  openSharedList: 'Apri la lista condivisa',
  sharedTitle: 'Preferiti condivisi',
  sharedIntro: 'Qualcuno ha condiviso con te questa lista di preferiti. È di sola lettura.',
  sharedEmpty: 'Questa lista per ora è vuota.',
  viewProduct: 'Vedi il prodotto',
  signInHint: 'Accedi per ritrovare i tuoi preferiti su ogni dispositivo.',
  signIn: 'Accedi',
  errors: {
    LST403: 'I preferiti non sono disponibili mentre un dipendente è collegato a questa sessione.',
    LST404: 'La tua lista di preferiti non è stata trovata. Ricarica la pagina.',
    PRD404: 'Questo prodotto non è più disponibile.',
    GEN500: 'Non è stato possibile aggiornare i tuoi preferiti. Riprova.',
  },
};

export const FAVORITES_MESSAGES: Readonly<Record<MessageLanguage, FavoritesMessages>> = { en, fr, de, it };

function languageOf(locale: string): MessageLanguage {
  return isLocaleCode(locale) ? (LOCALES[locale].language as MessageLanguage) : 'en';
}

/** The favorites texts of a locale's language (English for an unknown locale). */
export function favoritesMessagesFor(locale: string): FavoritesMessages {
  return FAVORITES_MESSAGES[languageOf(locale)] ?? en;
}

export function favoritesText(locale: string, key: FavoritesKey, params?: MessageParams): string {
  return fillPlaceholders(favoritesMessagesFor(locale)[key], params, languageOf(locale));
}

/** §8: a known errorId shows its configured message, otherwise the server's (or the generic one). */
export function favoritesErrorText(messages: FavoritesMessages, failure: { readonly errorId: string; readonly message?: string | undefined }): string {
  const known = Object.hasOwn(messages.errors, failure.errorId) ? messages.errors[failure.errorId as keyof FavoritesMessages['errors']] : undefined;
  return known ?? failure.message ?? messages.errors.GEN500;
}
