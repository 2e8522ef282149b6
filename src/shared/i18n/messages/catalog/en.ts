/**
 * Product data the API answers in the locale's language (spec §3: facets, badges, attributes,
 * stock): read by src/server/domain/catalog/labels.ts. English is the source.
 */
export const en = {
  // Attribute names (facets, the buy box, cart lines)
  attribute_color: "Color",
  attribute_size: "Size",
  attribute_width: "Width",
  attribute_length: "Length",
  attribute_fitType: "Fit",
  // Compare table rows besides the attributes, and facets besides them
  compare_price: "Price",
  compare_rating: "Rating",
  facet_price: "Price",
  facet_brand: "Brand",
  facet_badge: "Highlights",
  // Stock status of a variant or a store
  stock_inStock: "In stock",
  stock_few: "Only {count} left",
  stock_out: "Out of stock",
  stock_soon: "Coming soon",
  // Seed palette colour names by option value (English shoppers read the product row's own name)
  color_001: "Black",
  color_100: "White",
  color_410: "Navy",
  color_420: "Cobalt",
  color_600: "Red",
  color_620: "Coral",
  color_300: "Forest",
  color_330: "Sage",
  color_200: "Sand",
  color_220: "Brown",
  color_050: "Grey",
  color_700: "Yellow",
  color_510: "Purple",
  color_800: "Orange",
  color_900: "Gift card",
  // Badges and eyebrows by their English value (the facet value, the filter key)
  badge_New: "New",
  "badge_Best Seller": "Best Seller",
  badge_Sustainable: "Sustainable",
  "badge_Limited Edition": "Limited Edition",
  "badge_Online Only": "Online Only",
  "badge_Coming Soon": "Coming Soon",
  badge_Presale: "Presale",
  "badge_Free Gift": "Free Gift",
  "badge_Member Exclusive": "Member Exclusive",
  "badge_Just In": "Just In",
  "badge_Recycled Materials": "Recycled Materials",
  badge_Waterproof: "Waterproof",
  badge_Lightweight: "Lightweight",
  badge_Customizable: "Customizable",
} as const;

export type CatalogLabelKey = keyof typeof en;
export type CatalogLabels = Record<CatalogLabelKey, string>;
