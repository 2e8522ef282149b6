/** The utility links (GET /fapi/components/utility): short names of the pages every page offers. */
export const en = {
  help: 'Help and contact',
  returns: 'Returns',
  account: 'My account',
  favorites: 'Favorites',
  loyalty: 'Loyalty program',
};

export type UtilityKey = keyof typeof en;
export type UtilityMessages = Record<UtilityKey, string>;
