/** An address as the lines a shopper reads it (name, street, extra line, postal code and city, country): empty when there is none. */
export function addressLines(address: Readonly<Record<string, unknown>> | null | undefined): string[] {
  if (!address) return [];
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  return [
    `${text('firstName')} ${text('lastName')}`.trim(), text('addressLine1'), text('addressLine2'),
    `${text('postalCode')} ${text('city')}`.trim(), text('countryCode') || text('country'),
  ].filter(Boolean);
}
