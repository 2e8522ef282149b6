import type { CanvasBodyInput } from '../../../../../schemas/content/document';
import { localeInfo, siteInfo, type LocaleCode, type SiteId } from '../../../../shared/i18n/sites';
import type { SeedLanguage } from './dictionary';

/**
 * Seeded articles (docType 'article', key = slug, page /{locale}/stories/{key}), the same stories
 * on every site, in the language of each locale. The basecamp page lists them in an article grid.
 */
type Localized = Record<SeedLanguage, string>;

const TAGS = {
  trail: { en: 'Trail', fr: 'Trail', de: 'Trail', it: 'Trail' },
  running: { en: 'Running', fr: 'Course', de: 'Laufen', it: 'Corsa' },
  gear: { en: 'Gear', fr: 'Équipement', de: 'Ausrüstung', it: 'Attrezzatura' },
  training: { en: 'Training', fr: 'Entraînement', de: 'Training', it: 'Allenamento' },
  apparel: { en: 'Apparel', fr: 'Vêtements', de: 'Bekleidung', it: 'Abbigliamento' },
  care: { en: 'Care', fr: 'Entretien', de: 'Pflege', it: 'Cura' },
  hiking: { en: 'Hiking', fr: 'Randonnée', de: 'Wandern', it: 'Escursionismo' },
  recovery: { en: 'Recovery', fr: 'Récupération', de: 'Regeneration', it: 'Recupero' },
} satisfies Record<string, Localized>;
type TagId = keyof typeof TAGS;

interface SeedArticle {
  readonly key: string;
  readonly image: number;
  readonly publishedAt: string;
  readonly tags: readonly TagId[];
  readonly title: Localized;
  readonly lead: Localized;
}

const ARTICLES: readonly SeedArticle[] = [
  {
    key: 'choosing-trail-shoes', image: 1, publishedAt: '2024-12-18', tags: ['trail', 'gear'],
    title: { en: 'Choosing trail shoes', fr: 'Bien choisir ses chaussures de trail', de: 'Die richtigen Trailschuhe finden', it: 'Scegliere le scarpe da trail' },
    lead: {
      en: 'Grip, protection and fit matter most. Deeper lugs for mud, flatter ones for hard-packed paths.',
      fr: "L'adhérence, la protection et le maintien comptent avant tout. Des crampons profonds pour la boue, plus plats pour les chemins secs.",
      de: 'Grip, Schutz und Passform zählen am meisten. Tiefe Stollen für Matsch, flachere für feste Wege.',
      it: 'Grip, protezione e calzata contano più di tutto. Tasselli profondi per il fango, più bassi per i sentieri compatti.',
    },
  },
  {
    key: 'your-first-10k', image: 2, publishedAt: '2024-12-12', tags: ['running', 'training'],
    title: { en: 'Your first 10K', fr: 'Votre premier 10 km', de: 'Ihr erster 10-km-Lauf', it: 'I tuoi primi 10 km' },
    lead: {
      en: 'Eight weeks, three runs a week: a plan that builds up slowly and keeps you injury-free.',
      fr: 'Huit semaines, trois sorties par semaine : un plan progressif qui vous garde en forme.',
      de: 'Acht Wochen, drei Läufe pro Woche: ein Plan, der langsam aufbaut und verletzungsfrei hält.',
      it: 'Otto settimane, tre uscite a settimana: un piano graduale che ti tiene lontano dagli infortuni.',
    },
  },
  {
    key: 'layering-for-cold-runs', image: 3, publishedAt: '2024-12-05', tags: ['running', 'apparel'],
    title: { en: 'Layering for cold runs', fr: "S'habiller en couches pour courir au froid", de: 'Das Zwiebelprinzip für kalte Läufe', it: 'Vestirsi a strati per correre al freddo' },
    lead: {
      en: 'A wicking base, a warm mid layer and a light shell: stay dry and warm without overheating.',
      fr: 'Une couche respirante, une couche chaude et une veste légère : au sec et au chaud sans surchauffe.',
      de: 'Eine atmungsaktive Basis, eine warme Mittelschicht und eine leichte Jacke: trocken und warm ohne Überhitzen.',
      it: 'Uno strato traspirante, uno caldo e un guscio leggero: asciutto e al caldo senza surriscaldarti.',
    },
  },
  {
    key: 'caring-for-leather-boots', image: 4, publishedAt: '2024-11-28', tags: ['gear', 'care'],
    title: { en: 'Caring for leather boots', fr: 'Entretenir ses bottes en cuir', de: 'Lederstiefel richtig pflegen', it: 'Prendersi cura degli scarponi in pelle' },
    lead: {
      en: 'Clean, dry slowly, then feed the leather: three steps that add years to your boots.',
      fr: 'Nettoyer, sécher lentement, puis nourrir le cuir : trois gestes pour des années de plus.',
      de: 'Reinigen, langsam trocknen, dann das Leder pflegen: drei Schritte für viele weitere Jahre.',
      it: 'Pulire, asciugare lentamente, poi nutrire la pelle: tre passi per anni di vita in più.',
    },
  },
  {
    key: 'ultralight-packing-list', image: 5, publishedAt: '2024-11-20', tags: ['hiking', 'gear'],
    title: { en: 'Ultralight packing list', fr: 'La liste de sac ultra-légère', de: 'Die ultraleichte Packliste', it: 'La lista dello zaino ultraleggero' },
    lead: {
      en: 'Everything you need for a night outside in under five kilos.',
      fr: "Tout le nécessaire pour une nuit dehors en moins de cinq kilos.",
      de: 'Alles für eine Nacht draußen in weniger als fünf Kilo.',
      it: "Tutto il necessario per una notte all'aperto in meno di cinque chili.",
    },
  },
  {
    key: 'stretching-after-a-long-run', image: 6, publishedAt: '2024-11-14', tags: ['running', 'recovery'],
    title: { en: 'Stretching after a long run', fr: 'Les étirements après une longue sortie', de: 'Dehnen nach dem langen Lauf', it: 'Lo stretching dopo un lungo' },
    lead: {
      en: 'Five gentle stretches for calves, hamstrings and hips, ten minutes in all.',
      fr: 'Cinq étirements doux pour les mollets, les ischios et les hanches, dix minutes en tout.',
      de: 'Fünf sanfte Dehnübungen für Waden, Oberschenkel und Hüfte, zehn Minuten insgesamt.',
      it: 'Cinque allungamenti delicati per polpacci, femorali e anche, dieci minuti in tutto.',
    },
  },
  {
    key: 'reading-trail-maps', image: 1, publishedAt: '2024-11-07', tags: ['trail', 'hiking'],
    title: { en: 'Reading trail maps', fr: 'Lire une carte de randonnée', de: 'Wanderkarten lesen', it: 'Leggere le mappe dei sentieri' },
    lead: {
      en: 'Contour lines, scale and symbols: find your way before you need to.',
      fr: "Courbes de niveau, échelle et symboles : trouvez votre chemin avant d'en avoir besoin.",
      de: 'Höhenlinien, Maßstab und Symbole: den Weg finden, bevor man ihn braucht.',
      it: 'Curve di livello, scala e simboli: trova la strada prima di averne bisogno.',
    },
  },
  {
    key: 'rain-proof-your-commute', image: 2, publishedAt: '2024-10-30', tags: ['apparel'],
    title: { en: 'Rain-proof your commute', fr: 'Un trajet à l’abri de la pluie', de: 'Regenfest zur Arbeit', it: 'Il tragitto a prova di pioggia' },
    lead: {
      en: 'A breathable shell, water-resistant shoes and a dry bag: arrive ready for the day.',
      fr: 'Une veste respirante, des chaussures déperlantes et un sac étanche : arrivez prêt pour la journée.',
      de: 'Eine atmungsaktive Jacke, wasserabweisende Schuhe und ein Packsack: bereit für den Tag ankommen.',
      it: 'Un guscio traspirante, scarpe idrorepellenti e una sacca stagna: arriva pronto per la giornata.',
    },
  },
];

const OVERLINE: Localized = { en: 'Basecamp', fr: 'Basecamp', de: 'Basecamp', it: 'Basecamp' };

const BODY: Record<SeedLanguage, (lead: string, brand: string) => string> = {
  en: (lead, brand) => `<p>${lead}</p><h2>Before you go</h2><p>Ask in any ${brand} store: our staff test the gear they sell.</p>`,
  fr: (lead, brand) => `<p>${lead}</p><h2>Avant de partir</h2><p>Demandez conseil dans nos magasins ${brand} : notre équipe teste le matériel qu'elle vend.</p>`,
  de: (lead, brand) => `<p>${lead}</p><h2>Bevor es losgeht</h2><p>Frag in jedem ${brand}-Store nach: Unser Team testet die Ausrüstung, die es verkauft.</p>`,
  it: (lead, brand) => `<p>${lead}</p><h2>Prima di partire</h2><p>Chiedi in qualsiasi negozio ${brand}: il nostro staff prova l'attrezzatura che vende.</p>`,
};

export const SEED_ARTICLE_KEYS = ARTICLES.map((article) => article.key);

/** The article documents of a site and locale. */
export function articleCanvases(siteId: SiteId, locale: LocaleCode): Array<{ key: string; canvas: CanvasBodyInput }> {
  const site = siteInfo(siteId);
  const language = localeInfo(locale).language as SeedLanguage;
  return ARTICLES.map((article) => {
    const title = article.title[language];
    return {
      key: article.key,
      canvas: {
        name: `Article: ${article.title.en}`,
        title,
        description: article.lead[language],
        layoutVariant: 'article',
        blocks: [
          {
            id: `article-${article.key}`, type: 'article-page', version: 1,
            data: {
              title, overline: OVERLINE[language], publishedAt: article.publishedAt,
              picture: { src: `/images/content/blocks/article-${article.image}.svg`, width: 1200, height: 800, alt: '' },
              html: BODY[language](article.lead[language], site.name),
              tags: article.tags.map((id) => ({ id, label: TAGS[id][language] })),
            },
          },
        ],
      },
    };
  });
}
