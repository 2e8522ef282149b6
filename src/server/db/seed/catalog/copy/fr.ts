import { typeset } from '../../../../../shared/i18n/typography';
import type { CopyVocabulary } from './vocabulary';

const AUDIENCE = { men: ' pour homme', women: ' pour femme', kids: ' pour enfant' } as const;

export const fr: CopyVocabulary = typeset('fr', {
  productName: (model, noun, audience, number) => `${noun} ${model}${number}${audience ? AUDIENCE[audience] : ''}`,
  nouns: {
    'road-running': 'Chaussure de running', 'trail-running': 'Chaussure de trail', 'hiking-boots': 'Chaussure de randonnée montante',
    'hiking-shoes': 'Chaussure de randonnée basse', sneakers: 'Basket', 'winter-boots': 'Botte de neige',
    'sport-sandals': 'Sandale de sport', slides: 'Claquette', 't-shirts': 'T-shirt', shirts: 'Chemise Oxford',
    sweatshirts: 'Sweat col rond', trousers: 'Chino', jeans: 'Jean', shorts: 'Short', jackets: 'Veste',
    coats: 'Manteau', 'backpacking-tents': 'Tente de trek', 'family-tents': 'Tente familiale',
    'sleeping-bags': 'Sac de couchage', daypacks: 'Sac à dos journée', 'trekking-packs': 'Sac à dos de trek', duffels: 'Sac de voyage',
    'rain-jackets': 'Veste de pluie', 'insulated-jackets': 'Veste isolante', 'base-layer-tops': 'Haut technique',
    'hiking-trousers': 'Pantalon de randonnée',
  },
  giftCardName: (brand) => `Carte cadeau numérique ${brand}`,
  freeGiftName: (brand) => `Tote bag offert ${brand}`,
  freeGiftDescription: 'Un tote bag offert, ajouté aux commandes éligibles dans la limite des stocks disponibles.',
  blurbs: {
    shoe: 'Une chaussure réactive et respirante, avec une semelle adhérente, faite pour les longues journées debout.',
    boot: 'Une chaussure montante qui maintient bien, avec une membrane imperméable et une semelle crantée pour les terrains irréguliers.',
    sandal: 'Une sandale à séchage rapide, avec une semelle galbée et des brides réglables.',
    tshirt: "Un haut doux et facile d'entretien, coupé pour le confort, en fibres issues de sources responsables.",
    jacket: 'Une couche polyvalente qui coupe le vent et résiste aux petites pluies, avec des poches zippées sécurisées.',
    trousers: 'Un pantalon résistant et légèrement extensible, avec des genoux préformés et une taille confortable.',
    tent: 'Une tente autoportante qui se monte en quelques minutes, avec deux portes et de grandes absides.',
    backpack: 'Un sac à dos qui emporte tout, avec un dos ventilé et une ceinture rembourrée.',
    sleepingbag: 'Un sac de couchage chaud et compressible, avec une collerette anti-froid et un zip double sens.',
    giftcard: 'Une carte cadeau numérique envoyée par e-mail, utilisable en ligne sur toute la boutique.',
  },
  features: {
    shoe: ['Tige en mesh recyclé', "Semelle intermédiaire en mousse pour l'amorti", 'Semelle en caoutchouc à crampons multidirectionnels', 'Col et languette rembourrés', 'Semelle intérieure amovible'],
    boot: ['Membrane imperméable et respirante', 'Tige en cuir et textile', 'Pare-pierres de protection', 'Crochets de laçage rapide', 'Doublure isolante'],
    sandal: ['Brides tissées à séchage rapide', 'Semelle intérieure galbée en EVA', 'Semelle non marquante', 'Fermeture auto-agrippante'],
    tshirt: ['Jersey de coton bio', 'Coutures plates', 'Étiquette imprimée au col', 'Traitement anti-odeurs'],
    jacket: ['Traitement déperlant', 'Capuche réglable', 'Deux poches zippées', 'Se range dans sa propre poche', 'Poignets élastiques'],
    trousers: ['Sergé extensible', 'Genoux préformés', 'Poche arrière zippée', 'Entrejambe à soufflet'],
    tent: ['Deux portes, deux absides', 'Arceaux à code couleur', 'Coutures entièrement étanchées', "Chambre en mesh pour l'aération"],
    backpack: ['Dos ventilé', 'Compartiment pour poche à eau', 'Housse de pluie incluse', 'Rappels de charge et poches de ceinture'],
    sleepingbag: ['Garnissage synthétique recyclé', 'Collerette anti-froid', 'Zip double sens', 'Sac de compression inclus'],
    giftcard: ['Envoyée par e-mail', "N'expire jamais", 'Utilisable en ligne'],
  },
  ratings: {
    shoe: [['Amorti', 'Ferme', 'Moelleux'], ['Maintien', 'Neutre', 'Stable']],
    boot: [['Maintien', 'Souple', 'Stable'], ['Chaleur', 'Frais', 'Chaud']],
    jacket: [['Chaleur', 'Légère', 'Chaude'], ['Protection contre les intempéries', 'Faible', 'Élevée']],
    tent: [['Poids', 'Légère', 'Lourde'], ['Protection contre les intempéries', 'Beau temps', 'Quatre saisons']],
    sleepingbag: [['Chaleur', 'Été', 'Hiver']],
  },
  sectionTitles: { description: 'Description', features: 'Caractéristiques', benefits: 'Avantages', care: 'Matières et entretien' },
  care: "Lavage en machine à froid ou nettoyage à l'éponge; séchage à l'air libre, loin d'une source de chaleur.",
  digitalCare: 'Produit numérique.',
  modelMeasurements: (height, size) => `Le mannequin mesure ${height} cm et porte la taille ${size}.`,
});
