import type { CatalogLabels } from './en';
import { typeset } from '../../typography';

export const fr = typeset('fr', {
  // Attribute names (facets, the buy box, cart lines)
  attribute_color: "Couleur",
  attribute_size: "Taille",
  attribute_width: "Largeur",
  attribute_length: "Longueur",
  attribute_fitType: "Coupe",
  // Compare table rows besides the attributes, and facets besides them
  compare_price: "Prix",
  compare_rating: "Note",
  facet_price: "Prix",
  facet_brand: "Marque",
  facet_badge: "À la une",
  // Stock status of a variant or a store
  stock_inStock: "En stock",
  stock_few: "Plus que {count}",
  stock_out: "Rupture de stock",
  stock_soon: "Bientôt disponible",
  // Seed palette colour names by option value (English shoppers read the product row's own name)
  color_001: "Noir",
  color_100: "Blanc",
  color_410: "Marine",
  color_420: "Cobalt",
  color_600: "Rouge",
  color_620: "Corail",
  color_300: "Forêt",
  color_330: "Sauge",
  color_200: "Sable",
  color_220: "Marron",
  color_050: "Gris",
  color_700: "Jaune",
  color_510: "Violet",
  color_800: "Orange",
  color_900: "Carte cadeau",
  // Badges and eyebrows by their English value (the facet value, the filter key)
  badge_New: "Nouveauté",
  "badge_Best Seller": "Meilleure vente",
  badge_Sustainable: "Durable",
  "badge_Limited Edition": "Édition limitée",
  "badge_Online Only": "Exclusivité web",
  "badge_Coming Soon": "Bientôt disponible",
  badge_Presale: "Prévente",
  "badge_Free Gift": "Cadeau offert",
  "badge_Member Exclusive": "Réservé aux membres",
  "badge_Just In": "Nouvel arrivage",
  "badge_Recycled Materials": "Matières recyclées",
  badge_Waterproof: "Imperméable",
  badge_Lightweight: "Léger",
  badge_Customizable: "Personnalisable",
} satisfies CatalogLabels);
