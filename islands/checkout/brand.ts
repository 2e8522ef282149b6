const BRANDS: Readonly<Record<string, string>> = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** A card brand's name as printed on cards. */
export const brandName = (brand: string | null | undefined) => (brand ? BRANDS[brand] ?? brand : '');
