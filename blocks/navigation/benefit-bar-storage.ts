/** localStorage key prefix of a closed benefit bar (key = prefix + barId). */
export const BENEFIT_BAR_STORAGE_PREFIX = 'storefront:benefit-bar-closed:';
