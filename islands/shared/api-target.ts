/** Where the browser reaches the commerce API and for which site and locale (pages pass it to islands). */
export interface ApiTarget {
  readonly apiBasePath: string;
  readonly siteId: string;
  readonly locale: string;
}
