import type { CanvasBodyInput } from '../../../../schemas/content/document';
import type { Database } from '../client';
import { localeInfo, SITES, type LocaleCode, type SiteInfo } from '../../../shared/i18n/sites';
import { storeDocument } from '../../domain/content/document-store';
import type { SeedLanguage } from './content/dictionary';

export const CONTENT_EVENTS_SEED_VERSION = '1';

const SEEDED_AT = new Date('2025-01-01T00:00:00Z');

/**
 * The seeded events are fixed in late 2027, so they are upcoming until then: a single-day
 * evening and a three-day weekend that takes a guest. Their eventIds are the same in every
 * locale of a site (one event, translated), and differ between sites.
 */
export const SEED_EVENTS = {
  evening: { suffix: 'run-club-evening-2027', startDate: '2027-11-18', endDate: '2027-11-18', enablePlusOne: false },
  weekend: { suffix: 'trail-weekend-2027', startDate: '2027-11-26', endDate: '2027-11-28', enablePlusOne: true },
} as const;

export function seedEventId(siteId: string, event: keyof typeof SEED_EVENTS): string {
  return `${siteId}-${SEED_EVENTS[event].suffix}`;
}

interface EventCopy {
  readonly title: (brand: string) => string;
  readonly richText: string;
  readonly location: string;
  readonly submitCtaLabel: string;
  readonly confirmationTitle: string;
  readonly confirmationSubtitle: string;
  readonly imageAlt: string;
}

interface PageCopy {
  readonly page: string;
  readonly intro: string;
  readonly ctaLabel: string;
  readonly evening: EventCopy;
  readonly weekend: EventCopy;
}

const COPY: Record<SeedLanguage, PageCopy> = {
  en: {
    page: 'Events',
    intro: '<p>Runs, workshops and weekends with our community. Registration is free: sign in or create an account to join.</p>',
    ctaLabel: 'Sign up',
    evening: {
      title: (brand) => `${brand} run club evening`,
      richText: '<p>An easy 5 km evening run for every pace, then stretching and drinks in the store.</p>',
      location: 'Flagship store', submitCtaLabel: 'Count me in', confirmationTitle: 'You are on the list',
      confirmationSubtitle: 'We sent a confirmation to your email. See you there!', imageAlt: 'Runners in the evening light',
    },
    weekend: {
      title: (brand) => `${brand} trail weekend`,
      richText: '<p>Three days of <strong>guided trail runs</strong>, gear testing and workshops. Come for one day or all three, and bring a friend.</p>',
      location: 'Riverside trailhead', submitCtaLabel: 'Join the weekend', confirmationTitle: 'See you on the trail',
      confirmationSubtitle: 'Your confirmation is on its way to your inbox.', imageAlt: 'Runners on a forest trail',
    },
  },
  fr: {
    page: 'Événements',
    intro: "<p>Courses, ateliers et week-ends avec notre communauté. L'inscription est gratuite : connectez-vous ou créez un compte pour participer.</p>",
    ctaLabel: "S'inscrire",
    evening: {
      title: (brand) => `Soirée run club ${brand}`,
      richText: '<p>Une course facile de 5 km en soirée pour tous les rythmes, puis étirements et boissons au magasin.</p>',
      location: 'Magasin phare', submitCtaLabel: 'Je participe', confirmationTitle: 'Vous êtes inscrit',
      confirmationSubtitle: 'Nous vous avons envoyé une confirmation par e-mail. À bientôt !', imageAlt: 'Coureurs dans la lumière du soir',
    },
    weekend: {
      title: (brand) => `Week-end trail ${brand}`,
      richText: "<p>Trois jours de <strong>sorties trail guidées</strong>, de tests de matériel et d'ateliers. Venez un jour ou les trois, et amenez un ami.</p>",
      location: 'Départ des sentiers, bord de rivière', submitCtaLabel: 'Participer au week-end', confirmationTitle: 'Rendez-vous sur les sentiers',
      confirmationSubtitle: 'Votre confirmation arrive dans votre boîte de réception.', imageAlt: 'Coureurs sur un sentier en forêt',
    },
  },
  de: {
    page: 'Veranstaltungen',
    intro: '<p>Läufe, Workshops und Wochenenden mit unserer Community. Die Teilnahme ist kostenlos: Melden Sie sich an oder erstellen Sie ein Konto.</p>',
    ctaLabel: 'Anmelden',
    evening: {
      title: (brand) => `${brand} Lauftreff am Abend`,
      richText: '<p>Ein lockerer 5-km-Abendlauf für jedes Tempo, danach Dehnen und Getränke im Store.</p>',
      location: 'Flagship-Store', submitCtaLabel: 'Ich bin dabei', confirmationTitle: 'Sie stehen auf der Liste',
      confirmationSubtitle: 'Wir haben Ihnen eine Bestätigung per E-Mail geschickt. Bis bald!', imageAlt: 'Läufer im Abendlicht',
    },
    weekend: {
      title: (brand) => `${brand} Trail-Wochenende`,
      richText: '<p>Drei Tage <strong>geführte Trailläufe</strong>, Ausrüstungstests und Workshops. Kommen Sie an einem Tag oder an allen dreien, gern mit Begleitung.</p>',
      location: 'Trailstart am Fluss', submitCtaLabel: 'Zum Wochenende anmelden', confirmationTitle: 'Wir sehen uns auf dem Trail',
      confirmationSubtitle: 'Ihre Bestätigung ist unterwegs in Ihr Postfach.', imageAlt: 'Läufer auf einem Waldweg',
    },
  },
  it: {
    page: 'Eventi',
    intro: "<p>Corse, workshop e weekend con la nostra community. L'iscrizione è gratuita: accedi o crea un account per partecipare.</p>",
    ctaLabel: 'Iscriviti',
    evening: {
      title: (brand) => `Serata run club ${brand}`,
      richText: '<p>Una corsa serale facile di 5 km per tutti i ritmi, poi stretching e drink in negozio.</p>',
      location: 'Flagship store', submitCtaLabel: 'Ci sono', confirmationTitle: 'Sei in lista',
      confirmationSubtitle: 'Ti abbiamo inviato una conferma via e-mail. A presto!', imageAlt: 'Runner nella luce della sera',
    },
    weekend: {
      title: (brand) => `Weekend trail ${brand}`,
      richText: '<p>Tre giorni di <strong>uscite trail guidate</strong>, test di attrezzatura e workshop. Vieni un giorno o tutti e tre, e porta un amico.</p>',
      location: 'Partenza dei sentieri sul fiume', submitCtaLabel: 'Partecipa al weekend', confirmationTitle: 'Ci vediamo sul sentiero',
      confirmationSubtitle: 'La tua conferma sta arrivando nella tua casella di posta.', imageAlt: 'Runner su un sentiero nel bosco',
    },
  },
};

const IMAGES = { evening: '/images/content/blocks/article-1.svg', weekend: '/images/content/blocks/article-2.svg' } as const;

/** The events page of a site and locale: an intro and the two event-sign-up blocks. */
export function eventsPageCanvas(site: SiteInfo, locale: LocaleCode): CanvasBodyInput {
  const copy = COPY[localeInfo(locale).language as SeedLanguage];
  const event = (name: keyof typeof SEED_EVENTS) => {
    const { startDate, endDate, enablePlusOne } = SEED_EVENTS[name];
    const text = copy[name];
    return {
      id: `event-${name}`, type: 'event-sign-up', version: 1,
      data: {
        eventId: seedEventId(site.id, name), title: text.title(site.name), startDate, endDate, enablePlusOne,
        richText: text.richText, location: text.location, ctaLabel: copy.ctaLabel,
        submitCtaLabel: text.submitCtaLabel, confirmationTitle: text.confirmationTitle, confirmationSubtitle: text.confirmationSubtitle,
        image: { src: IMAGES[name], width: 1200, height: 800, alt: text.imageAlt },
      },
    };
  };
  return {
    name: `${site.name}: ${copy.page}`,
    title: `${copy.page} | ${site.name}`,
    description: copy.page,
    layoutVariant: 'text',
    blocks: [{ id: 'events-intro', type: 'rich-text', version: 1, data: { html: copy.intro } }, event('evening'), event('weekend')],
  };
}

/** Stores page/{site}/events for every site and locale, published, at /{locale}/events (its own seed part). */
export async function seedEventsContent(db: Database): Promise<void> {
  for (const site of Object.values(SITES)) {
    for (const locale of site.locales) {
      await storeDocument(
        db,
        { siteId: site.id, locale, docType: 'page', key: 'events', canvas: eventsPageCanvas(site, locale), publish: true },
        { now: SEEDED_AT, referrers: [`/${locale}/events`] },
      );
    }
  }
}
