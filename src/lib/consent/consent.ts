/**
 * The consent cookie and the §6 targeting rule live in src/shared/consent/consent.ts, because the
 * API applies the same rule (the decide call, the experiment collector); the storefront reads them here.
 */
export * from '../../shared/consent/consent';
