import type { SiteInfo } from '../../../../shared/i18n/sites';
import { typeset } from '../../../../shared/i18n/typography';

/** Seed copy in the four languages of the storefront. fr-ca and fr-fr share French, etc. */
export type SeedLanguage = 'en' | 'fr' | 'de' | 'it';
type Vertical = SiteInfo['vertical'];

export interface SeedCopy {
  heroOverline: string;
  heroTitle: Record<Vertical, string>;
  heroSubtitle: string;
  heroCta: string;
  cardsHeading: string;
  cardFallbackTitles: Record<Vertical, [string, string, string]>;
  thinBanner: string;
  thinBannerLink: string;
  espotEyebrow: string;
  espotTitle: string;
  espotSubtitle: string;
  espotCta: string;
  shippingHtml: string;
  errorTitle: string;
  errorHeading: string;
  errorText: string;
  errorHomeLink: string;
}

export const SEED_COPY: Record<SeedLanguage, SeedCopy> = {
  en: {
    heroOverline: 'New season',
    heroTitle: { footwear: 'Made for the long run', apparel: 'Layers for every day', outdoor: 'Go further outside' },
    heroSubtitle: 'Discover the new collection, designed to move with you.',
    heroCta: 'Shop the collection',
    cardsHeading: 'Shop by category',
    cardFallbackTitles: { footwear: ['Running', 'Trail', 'Lifestyle'], apparel: ['Tops', 'Bottoms', 'Outerwear'], outdoor: ['Tents', 'Backpacks', 'Clothing'] },
    thinBanner: 'Free returns within 30 days',
    thinBannerLink: 'How to return',
    espotEyebrow: 'Members',
    espotTitle: 'Members earn points on every order',
    espotSubtitle: 'Join the loyalty programme for rewards and early access.',
    espotCta: 'Join now',
    shippingHtml: '<h2>Shipping and returns</h2><p>Orders ship within <strong>2 business days</strong>.</p>',
    errorTitle: 'Page not found',
    errorHeading: "We can't find that page",
    errorText: 'The page may have moved or no longer exists.',
    errorHomeLink: 'Go to the home page',
  },
  fr: typeset('fr', {
    heroOverline: 'Nouvelle saison',
    heroTitle: { footwear: 'Conçues pour durer', apparel: 'Des couches pour chaque jour', outdoor: 'Allez plus loin dehors' },
    heroSubtitle: 'Découvrez la nouvelle collection, pensée pour bouger avec vous.',
    heroCta: 'Découvrir la collection',
    cardsHeading: 'Acheter par catégorie',
    cardFallbackTitles: { footwear: ['Course', 'Trail', 'Lifestyle'], apparel: ['Hauts', 'Bas', 'Vestes'], outdoor: ['Tentes', 'Sacs à dos', 'Vêtements'] },
    thinBanner: 'Retours gratuits sous 30 jours',
    thinBannerLink: 'Comment retourner un article',
    espotEyebrow: 'Membres',
    espotTitle: 'Les membres gagnent des points à chaque commande',
    espotSubtitle: 'Rejoignez le programme de fidélité pour des récompenses et un accès anticipé.',
    espotCta: 'Adhérer',
    shippingHtml: '<h2>Livraison et retours</h2><p>Les commandes sont expédiées sous <strong>2 jours ouvrés</strong>.</p>',
    errorTitle: 'Page introuvable',
    errorHeading: 'Nous ne trouvons pas cette page',
    errorText: "La page a peut-être été déplacée ou n'existe plus.",
    errorHomeLink: "Aller à la page d'accueil",
  }),
  de: {
    heroOverline: 'Neue Saison',
    heroTitle: { footwear: 'Gemacht für die Langstrecke', apparel: 'Lagen für jeden Tag', outdoor: 'Weiter raus' },
    heroSubtitle: 'Entdecke die neue Kollektion, gemacht für Bewegung.',
    heroCta: 'Zur Kollektion',
    cardsHeading: 'Nach Kategorie einkaufen',
    cardFallbackTitles: { footwear: ['Laufen', 'Trail', 'Lifestyle'], apparel: ['Oberteile', 'Hosen', 'Jacken'], outdoor: ['Zelte', 'Rucksäcke', 'Bekleidung'] },
    thinBanner: 'Kostenlose Rücksendung innerhalb von 30 Tagen',
    thinBannerLink: 'So funktioniert die Rücksendung',
    espotEyebrow: 'Mitglieder',
    espotTitle: 'Mitglieder sammeln bei jeder Bestellung Punkte',
    espotSubtitle: 'Tritt dem Treueprogramm bei: Prämien und früher Zugang.',
    espotCta: 'Jetzt beitreten',
    shippingHtml: '<h2>Versand und Rücksendung</h2><p>Bestellungen werden innerhalb von <strong>2 Werktagen</strong> versandt.</p>',
    errorTitle: 'Seite nicht gefunden',
    errorHeading: 'Diese Seite können wir nicht finden',
    errorText: 'Die Seite wurde vielleicht verschoben oder existiert nicht mehr.',
    errorHomeLink: 'Zur Startseite',
  },
  it: {
    heroOverline: 'Nuova stagione',
    heroTitle: { footwear: 'Fatte per andare lontano', apparel: 'Strati per ogni giorno', outdoor: "Più lontano all'aperto" },
    heroSubtitle: 'Scopri la nuova collezione, pensata per muoversi con te.',
    heroCta: 'Scopri la collezione',
    cardsHeading: 'Acquista per categoria',
    cardFallbackTitles: { footwear: ['Corsa', 'Trail', 'Lifestyle'], apparel: ['Top', 'Pantaloni', 'Giacche'], outdoor: ['Tende', 'Zaini', 'Abbigliamento'] },
    thinBanner: 'Resi gratuiti entro 30 giorni',
    thinBannerLink: 'Come effettuare un reso',
    espotEyebrow: 'Membri',
    espotTitle: 'I membri guadagnano punti a ogni ordine',
    espotSubtitle: 'Iscriviti al programma fedeltà per premi e accesso anticipato.',
    espotCta: 'Iscriviti',
    shippingHtml: '<h2>Spedizioni e resi</h2><p>Gli ordini vengono spediti entro <strong>2 giorni lavorativi</strong>.</p>',
    errorTitle: 'Pagina non trovata',
    errorHeading: 'Non troviamo questa pagina',
    errorText: 'La pagina potrebbe essere stata spostata o non esistere più.',
    errorHomeLink: 'Vai alla home page',
  },
};

export function seedCopy(language: string): SeedCopy {
  return SEED_COPY[(language in SEED_COPY ? language : 'en') as SeedLanguage];
}
