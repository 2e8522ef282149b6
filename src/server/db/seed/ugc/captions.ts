import type { UgcSetting } from '../../../domain/ugc/ugc-picture';

export type CaptionLanguage = 'en' | 'fr' | 'de' | 'it';

/** What a seeded shopper writes under a photo, in their own language, by the photo's setting. */
export const CAPTIONS: Record<CaptionLanguage, Record<UgcSetting, readonly string[]>> = {
  en: {
    trail: ['Ten miles of ridge trail and still comfortable.', 'Muddy, rocky, happy.'],
    city: ['Daily commute, rain or shine.', 'Weekend wander through the old town.'],
    beach: ['Sand everywhere, no regrets.', 'Boardwalk mornings.'],
    forest: ['First frost in the woods.', 'Mushroom hunting with the family.'],
    snow: ['Fresh snow and warm feet.', 'Hut-to-hut in January.'],
    track: ['New personal best today!', 'Intervals at the local track.'],
  },
  fr: {
    trail: ['Quinze kilomètres de crêtes, toujours à l’aise.', 'Boue, cailloux et bonne humeur.'],
    city: ['Mon trajet quotidien, qu’il pleuve ou non.', 'Balade du week-end dans la vieille ville.'],
    beach: ['Du sable partout, aucun regret.', 'Matinée sur la promenade.'],
    forest: ['Premières gelées en forêt.', 'Cueillette de champignons en famille.'],
    snow: ['Neige fraîche et pieds au chaud.', 'De refuge en refuge en janvier.'],
    track: ['Nouveau record personnel aujourd’hui !', 'Fractionné sur la piste du quartier.'],
  },
  de: {
    trail: ['Fünfzehn Kilometer Gratweg und immer noch bequem.', 'Schlamm, Steine, gute Laune.'],
    city: ['Mein täglicher Weg zur Arbeit, bei jedem Wetter.', 'Wochenendbummel durch die Altstadt.'],
    beach: ['Überall Sand, keine Reue.', 'Morgens auf der Strandpromenade.'],
    forest: ['Erster Frost im Wald.', 'Pilze sammeln mit der Familie.'],
    snow: ['Neuschnee und warme Füße.', 'Hüttentour im Januar.'],
    track: ['Heute eine neue Bestzeit!', 'Intervalle auf der Bahn um die Ecke.'],
  },
  it: {
    trail: ['Quindici chilometri di cresta e ancora comode.', 'Fango, sassi e buonumore.'],
    city: ['Il mio tragitto di ogni giorno, con pioggia o sole.', 'Passeggiata nel centro storico.'],
    beach: ['Sabbia ovunque, nessun rimpianto.', 'Mattine sul lungomare.'],
    forest: ['Prima brina nel bosco.', 'A funghi con la famiglia.'],
    snow: ['Neve fresca e piedi caldi.', 'Di rifugio in rifugio a gennaio.'],
    track: ['Nuovo record personale oggi!', 'Ripetute sulla pista del quartiere.'],
  },
};

/** The seeded community: a screen name and the language they write in. */
export const SEEDED_POSTERS: readonly { readonly screenName: string; readonly language: CaptionLanguage }[] = [
  { screenName: 'Alex R.', language: 'en' },
  { screenName: 'Léa M.', language: 'fr' },
  { screenName: 'Jonas B.', language: 'de' },
  { screenName: 'Giulia F.', language: 'it' },
  { screenName: 'Priya S.', language: 'en' },
  { screenName: 'Chloé D.', language: 'fr' },
  { screenName: 'Lukas W.', language: 'de' },
  { screenName: 'Marco T.', language: 'it' },
  { screenName: 'Jordan P.', language: 'en' },
  { screenName: 'Emma V.', language: 'en' },
];
