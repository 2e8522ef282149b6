import { z } from 'zod';

/**
 * Favorites (spec §3, §7 /wishlists/v2/favorites) and the saved-for-later list read
 * (GET /wishlists/v2/saveForLater). Guests keep favorites under a favoriteId stored with their
 * cart (§9); employee-connected sessions get empty lists (§6).
 */
const id = z.string().trim().min(1).max(80);

/** GET /wishlists/v2/favorites and /saveForLater: paging. */
export const listPageQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(100).default(24),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/** POST /wishlists/v2/favorites. */
export const addFavoriteRequestSchema = z.object({
  /** A product id (the list keeps products, not sizes). */
  id,
  qty: z.literal(1).default(1),
  itemType: z.literal('product').default('product'),
  favoriteId: id.optional(),
});
export type AddFavoriteRequest = z.input<typeof addFavoriteRequestSchema>;

export const favoriteItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  name: z.string(),
  pdpUrl: z.string(),
  productImageURL: z.string(),
  /** Whether any size of it can be bought now. */
  available: z.boolean(),
  addedAt: z.string(),
});

export const favoritesSchema = z.object({
  favoriteId: z.string().nullable(),
  items: z.array(favoriteItemSchema),
  total: z.number().int().min(0),
});
export type Favorites = z.infer<typeof favoritesSchema>;

/** POST /wishlists/v2/favorites/{favoriteId}/share: a read-only link to the list. */
export const favoritesShareSchema = z.object({
  favoriteId: z.string(),
  shareId: z.string(),
});

/** GET /wishlists/v2/favorites/{favoriteId}/share?shareId=: the shared list, read-only. */
export const sharedFavoritesQuerySchema = z.object({ shareId: id });
export const sharedFavoritesSchema = favoritesSchema.extend({ readOnly: z.literal(true) });
export type SharedFavorites = z.infer<typeof sharedFavoritesSchema>;
