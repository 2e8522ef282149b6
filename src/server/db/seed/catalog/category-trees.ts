import type { ProductKind } from '../../schema/catalog';

/** How a leaf category's products are sized; see variant-options.ts. */
export type Sizing = 'shoe' | 'apparel' | 'trousers' | 'shorts' | 'tent' | 'sleepingbag' | 'pack' | 'onesize' | 'giftcard';

/** A category in the seed tree. `names` is 'en|fr|de|it'. Leaves say what they hold. */
export interface TreeNode {
  readonly key: string;
  readonly names: string;
  readonly children?: readonly TreeNode[];
  readonly kind?: ProductKind;
  readonly sizing?: Sizing;
  /** Free gifts and gift cards live here: the product builder places them itself. */
  readonly special?: 'giftcard' | 'gift';
}

const node = (key: string, names: string, children: readonly TreeNode[]): TreeNode => ({ key, names, children });
const leaf = (key: string, names: string, kind: ProductKind, sizing: Sizing): TreeNode => ({ key, names, kind, sizing });

const GIFTS = node('gifts', 'Gifts|Cadeaux|Geschenke|Regali', [
  node('gift-cards', 'Gift Cards & Gifts|Cartes cadeaux et cadeaux|Geschenkkarten & Geschenke|Carte regalo e regali', [
    { ...leaf('digital-gift-cards', 'Digital Gift Cards|Cartes cadeaux numériques|Digitale Geschenkkarten|Carte regalo digitali', 'giftcard', 'giftcard'), special: 'giftcard' },
    { ...leaf('gifts-with-purchase', 'Gifts with Purchase|Cadeaux offerts|Gratis-Geschenke|Omaggi', 'backpack', 'onesize'), special: 'gift' },
  ]),
]);

const FOOTWEAR_GROUPS: readonly TreeNode[] = [
  node('running', 'Running|Course|Laufen|Running', [
    leaf('road-running', 'Road Running|Course sur route|Straßenlauf|Corsa su strada', 'shoe', 'shoe'),
    leaf('trail-running', 'Trail Running|Trail|Trailrunning|Trail running', 'shoe', 'shoe'),
  ]),
  node('hiking', 'Hiking|Randonnée|Wandern|Escursionismo', [
    leaf('hiking-boots', 'Hiking Boots|Chaussures montantes|Wanderstiefel|Scarponi da trekking', 'boot', 'shoe'),
    leaf('hiking-shoes', 'Hiking Shoes|Chaussures de randonnée|Wanderschuhe|Scarpe da trekking', 'shoe', 'shoe'),
  ]),
  node('lifestyle', 'Lifestyle|Lifestyle|Lifestyle|Lifestyle', [
    leaf('sneakers', 'Sneakers|Baskets|Sneaker|Sneakers', 'shoe', 'shoe'),
    leaf('winter-boots', "Winter Boots|Bottes d'hiver|Winterstiefel|Stivali invernali", 'boot', 'shoe'),
  ]),
  node('sandals', 'Sandals|Sandales|Sandalen|Sandali', [
    leaf('sport-sandals', 'Sport Sandals|Sandales de sport|Sportsandalen|Sandali sportivi', 'sandal', 'shoe'),
    leaf('slides', 'Slides|Claquettes|Badeschuhe|Ciabatte', 'sandal', 'shoe'),
  ]),
];

const APPAREL_GROUPS: readonly TreeNode[] = [
  node('tops', 'Tops|Hauts|Oberteile|Top', [
    leaf('t-shirts', 'T-Shirts|T-shirts|T-Shirts|T-shirt', 'tshirt', 'apparel'),
    leaf('shirts', 'Shirts|Chemises|Hemden|Camicie', 'tshirt', 'apparel'),
    leaf('sweatshirts', 'Sweatshirts|Sweats|Sweatshirts|Felpe', 'jacket', 'apparel'),
  ]),
  node('bottoms', 'Bottoms|Bas|Hosen|Pantaloni', [
    leaf('trousers', 'Trousers|Pantalons|Hosen|Pantaloni', 'trousers', 'trousers'),
    leaf('jeans', 'Jeans|Jeans|Jeans|Jeans', 'trousers', 'trousers'),
    leaf('shorts', 'Shorts|Shorts|Shorts|Pantaloncini', 'trousers', 'shorts'),
  ]),
  node('outerwear', 'Outerwear|Vestes et manteaux|Jacken & Mäntel|Capispalla', [
    leaf('jackets', 'Jackets|Vestes|Jacken|Giacche', 'jacket', 'apparel'),
    leaf('coats', 'Coats|Manteaux|Mäntel|Cappotti', 'jacket', 'apparel'),
  ]),
];

const byGender = (groups: readonly TreeNode[]): TreeNode[] => [
  node('men', 'Men|Hommes|Herren|Uomo', groups),
  node('women', 'Women|Femmes|Damen|Donna', groups),
  node('kids', 'Kids|Enfants|Kinder|Bambini', groups),
];

const OUTDOOR_TREE: readonly TreeNode[] = [
  node('camping', 'Camping|Camping|Camping|Campeggio', [
    node('tents', 'Tents|Tentes|Zelte|Tende', [
      leaf('backpacking-tents', 'Backpacking Tents|Tentes de trek|Trekkingzelte|Tende da trekking', 'tent', 'tent'),
      leaf('family-tents', 'Family Tents|Tentes familiales|Familienzelte|Tende familiari', 'tent', 'tent'),
    ]),
    node('sleeping', 'Sleeping|Couchage|Schlafen|Dormire', [
      leaf('sleeping-bags', 'Sleeping Bags|Sacs de couchage|Schlafsäcke|Sacchi a pelo', 'sleepingbag', 'sleepingbag'),
    ]),
  ]),
  node('packs', 'Packs|Sacs|Rucksäcke|Zaini', [
    node('backpacks', 'Backpacks|Sacs à dos|Rucksäcke|Zaini', [
      leaf('daypacks', 'Daypacks|Sacs de jour|Tagesrucksäcke|Zaini da giorno', 'backpack', 'pack'),
      leaf('trekking-packs', 'Trekking Packs|Sacs de trek|Trekkingrucksäcke|Zaini da trekking', 'backpack', 'pack'),
    ]),
    node('travel', 'Travel|Voyage|Reisen|Viaggio', [leaf('duffels', 'Duffels|Sacs de voyage|Reisetaschen|Borsoni', 'backpack', 'onesize')]),
  ]),
  node('clothing', 'Clothing|Vêtements|Bekleidung|Abbigliamento', [
    node('outdoor-jackets', 'Jackets|Vestes|Jacken|Giacche', [
      leaf('rain-jackets', 'Rain Jackets|Vestes de pluie|Regenjacken|Giacche antipioggia', 'jacket', 'apparel'),
      leaf('insulated-jackets', 'Insulated Jackets|Vestes isolantes|Isolationsjacken|Giacche imbottite', 'jacket', 'apparel'),
    ]),
    node('base-layers', 'Base Layers & Trousers|Sous-couches et pantalons|Funktionswäsche & Hosen|Strati base e pantaloni', [
      leaf('base-layer-tops', 'Base Layer Tops|Hauts techniques|Funktionsshirts|Maglie tecniche', 'tshirt', 'apparel'),
      leaf('hiking-trousers', 'Hiking Trousers|Pantalons de randonnée|Wanderhosen|Pantaloni da trekking', 'trousers', 'trousers'),
    ]),
  ]),
];

export const CATEGORY_TREES = {
  footwear: [...byGender(FOOTWEAR_GROUPS), GIFTS],
  apparel: [...byGender(APPAREL_GROUPS), GIFTS],
  outdoor: [...OUTDOOR_TREE, GIFTS],
} as const satisfies Record<string, readonly TreeNode[]>;
