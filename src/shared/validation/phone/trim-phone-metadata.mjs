/**
 * libphonenumber's metadata (the `min` set) cut to the calling codes of the given countries, with
 * every country that shares one: a number is only valid in libphonenumber's eyes where it finds its
 * territory (+44 7911… is a Guernsey mobile, +39 06 698… the Vatican's).
 * @param {{ version: number, country_calling_codes: Record<string, string[]>, countries: Record<string, unknown> }} full
 * @param {readonly string[]} codes ISO 3166-1 alpha-2
 */
export function trimPhoneMetadata(full, codes) {
  const wanted = new Set(codes.map((code) => code.toUpperCase()));
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes).filter(([, countries]) => countries.some((country) => wanted.has(country))),
  );
  const countries = Object.fromEntries(Object.values(callingCodes).flat().sort().map((code) => [code, full.countries[code]]));
  return { version: full.version, country_calling_codes: callingCodes, countries };
}
