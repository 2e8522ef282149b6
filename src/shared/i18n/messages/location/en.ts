/** The location confirmation dialog (spec §2): a visitor whose country differs from the site's is offered the right one. */
export const en = {
  title: 'Your location: {country}',
  text: 'You are on {site} {current}. Prices, delivery and offers differ by country.',
  goTo: 'Continue to {site} {country}',
  goToLanguage: 'Continue to {site} {country} ({language})',
  stay: 'Stay on {site} {current}',
};

export type LocationKey = keyof typeof en;
export type LocationMessages = Record<LocationKey, string>;
