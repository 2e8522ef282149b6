/** Where the browser reaches the commerce API and for which site and locale (passed to islands as a prop). */
export interface ApiTarget {
  readonly apiBasePath: string;
  readonly siteId: string;
  readonly locale: string;
}
